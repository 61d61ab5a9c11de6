// `npm run bench:content`: months written by the offline writer for ten businesses (January, May, December),
// every post passed through the quality gate as generation does, with the figures of
// docs/design/WRITING-FR.md printed per month and overall. Also writes docs/samples/<trade>.md: the December
// month as the owner would read it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monthKeyOf, parseMonthKey } from '@plume/contracts/months';
import type { Note } from '@plume/contracts/notes';
import { monthSlots } from '@plume/api/modules/posts/month-slots';
import { writeMonthGated } from '@plume/api/modules/posts/quality/gated-month';
import { checkPost, gateContextOf, HASHTAG_RANGE } from '@plume/api/modules/posts/quality/gate';
import { createOfflinePostWriter } from '@plume/api/modules/posts/writer/offline-writer';
import type { PostSlot, WriterFacts, WrittenPost } from '@plume/api/modules/posts/writer/writer.port';
import { BUSINESSES, MONTHS, type BenchBusiness } from './content-businesses';
import { monthFigures, printFigures, type MonthFigures } from './content-figures';
import { imageFigures, printImageFigures, type ImageFigures } from './content-images';
import { sampleMarkdown } from './content-samples';

const here = path.dirname(fileURLToPath(import.meta.url));
const samplesDir = path.resolve(here, '../docs/samples');

function factsOf(business: BenchBusiness, monthKey: string): WriterFacts {
  const month = parseMonthKey(monthKey)!;
  const notes: Note[] = (business.notes[month.month] ?? []).map((note, index) => ({
    note_id: `${business.slug}-${index}`,
    description: note.title,
    title: note.title,
    content: note.content,
    priority: note.priority ?? 'normal',
    is_monthly_note: false,
    note_month: month.month,
    note_year: month.year,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
  }));
  const media = business.photos.map((title, index) => ({
    id: `${business.slug}-photo-${index}`,
    title,
    context: '',
    mimeType: 'image/jpeg',
  }));
  return {
    profile: business.profile,
    analysis: business.analysis,
    notes,
    media,
    monthKey,
    timezone: 'Europe/Paris',
  };
}

function slotsOf(business: BenchBusiness, facts: WriterFacts): PostSlot[] {
  const target = parseMonthKey(facts.monthKey)!;
  // Generated the day before the month starts, at noon in Paris.
  const now = new Date(Date.UTC(target.year, target.month - 1, 1, 11) - 86_400_000);
  const library = facts.media.map((medium, index) => ({
    ...medium,
    durationMs: null,
    carouselId: null,
    usedInPosts: 0,
    createdAt: new Date(Date.UTC(2026, 10, 1 + index)),
  }));
  // The same planning as the generation: times inside the stated hours, photos matched to each post's subject.
  return monthSlots(facts, library, {
    target,
    now,
    timeZone: facts.timezone,
    networks: business.networks,
    frequency: business.profile.posting_frequency,
    lastDayMode: false,
  });
}

async function main(): Promise<void> {
  const writer = createOfflinePostWriter({ limits: { instagramHashtagCap: HASHTAG_RANGE.instagram.max } });
  const all: MonthFigures[] = [];
  const allImages: ImageFigures[] = [];
  mkdirSync(samplesDir, { recursive: true });
  const started = performance.now();
  for (const monthKey of MONTHS) {
    const figures: MonthFigures[] = [];
    const images: ImageFigures[] = [];
    for (const business of BUSINESSES) {
      const facts = factsOf(business, monthKey);
      const slots = slotsOf(business, facts);
      const gated = await writeMonthGated(writer, { facts, slots });
      const context = gateContextOf(facts);
      // The raw writer's first draft, to show what the gate stops.
      const raw = await writer.writeMonth({ facts, slots });
      const rawIssues = await Promise.all(
        raw.map((post, i) => checkPost(post, slots[i]!.platform, slots[i]!.date, context)),
      );
      if (process.env.BENCH_DETAILS)
        rawIssues.forEach((issues, i) =>
          issues.forEach((issue) =>
            console.log(
              `${business.slug} ${slots[i]!.platform} — 1er jet : ${issue.kind} « ${issue.excerpt} »`,
            ),
          ),
        );
      const saved = slots.flatMap((slot, i) =>
        gated.posts[i] ? [{ slot, post: gated.posts[i] as WrittenPost }] : [],
      );
      const savedIssues = await Promise.all(
        saved.map(({ slot, post }) => checkPost(post, slot.platform, slot.date, context)),
      );
      figures.push(
        monthFigures({ business, facts, saved, savedIssues, rawIssues, slots, rewritten: gated.rewritten }),
      );
      images.push(imageFigures(business.slug, facts.media.length, saved));
      if (monthKey === 'décembre_2026')
        writeFileSync(
          path.join(samplesDir, `${business.slug}.md`),
          sampleMarkdown(business, monthKey, saved),
        );
    }
    printFigures(monthKeyOf(parseMonthKey(monthKey)!), figures);
    printImageFigures(monthKeyOf(parseMonthKey(monthKey)!), images);
    all.push(...figures);
    allImages.push(...images);
  }
  printFigures('ensemble', all);
  printImageFigures('ensemble', allImages);
  console.log(`Durée totale : ${((performance.now() - started) / 1000).toFixed(1)} s (dictionnaire compris)`);
}

await main();
