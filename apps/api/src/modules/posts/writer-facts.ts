import type { BusinessProfile } from '@plume/contracts/business-profile';
import { parseMonthKey } from '@plume/contracts/months';
import type { Note } from '@plume/contracts/notes';
import type { AnalysisContent } from '@plume/contracts/website-analysis';
import type { SiteFacts } from '../analysis/facts/site-facts';
import type { WriterFacts } from './writer.port';

/** Where the writer's facts come from (other areas' services and repositories, wired in the module). */
export interface FactsSources {
  profile(userId: string): Promise<BusinessProfile>;
  /** The analysis fields and the site's facts, both with the owner's corrections applied. */
  analysis(userId: string): Promise<{ analysis: AnalysisContent; facts: SiteFacts } | null>;
  notes(userId: string): Promise<Note[]>;
}

const PRIORITY_ORDER = { high: 0, normal: 1, low: 2 } as const;

/** The notes that speak about a month: its own and the monthly ones, high priority first. */
export function notesForMonth(notes: readonly Note[], monthKey: string): Note[] {
  const month = parseMonthKey(monthKey);
  return notes
    .filter(
      (note) => note.is_monthly_note || (note.note_month === month?.month && note.note_year === month?.year),
    )
    .sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority]);
}

export function createFactsGatherer(sources: FactsSources) {
  return async (input: {
    userId: string;
    monthKey: string;
    timezone: string;
    media: readonly { id: string; title: string; context: string; mimeType: string }[];
  }): Promise<WriterFacts> => {
    const [profile, analysed, notes] = await Promise.all([
      sources.profile(input.userId),
      sources.analysis(input.userId),
      sources.notes(input.userId),
    ]);
    return {
      profile,
      analysis: analysed?.analysis ?? null,
      facts: analysed?.facts ?? null,
      notes: notesForMonth(notes, input.monthKey),
      media: input.media.map(({ id, title, context, mimeType }) => ({ id, title, context, mimeType })),
      monthKey: input.monthKey,
      timezone: input.timezone,
    };
  };
}

export type FactsGatherer = ReturnType<typeof createFactsGatherer>;
