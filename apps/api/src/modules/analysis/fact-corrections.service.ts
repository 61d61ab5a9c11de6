import { randomUUID } from 'node:crypto';
import type { WebsiteAnalysis } from '@plume/contracts/website-analysis';
import type { FactEntry, FactValue } from '@plume/contracts/website-facts';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../lib/clock';
import { toApi, type CorrectedAnalysis, type CorrectedAnalysisReader } from './analysis-view';
import { normaliseOwnerValue } from './effective-facts';
import type { FactCorrectionsRepository } from './fact-corrections.repository';

const NO_ANALYSIS = 'Analysez d’abord votre site web';
const NO_FACT = 'Information introuvable';
const OTHER_KIND = 'Cette valeur ne correspond pas à ce type d’information';

/** Same fields, whatever their order (stored values come back from jsonb with their keys sorted). */
const canonical = (value: FactValue) =>
  JSON.stringify(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
const sameValue = (a: FactValue, b: FactValue) => canonical(a) === canonical(b);

/** The owner's word on the facts of their website: correct, remove, restore, add. Each call answers the
 * analysis as it now reads. */
export function createFactCorrectionsService(deps: {
  read: CorrectedAnalysisReader;
  corrections: FactCorrectionsRepository;
  clock: Clock;
}) {
  const { read, corrections, clock } = deps;

  async function current(userId: string): Promise<CorrectedAnalysis> {
    const analysis = await read(userId);
    if (!analysis) throw new AppError('NOT_FOUND', { detail: NO_ANALYSIS });
    return analysis;
  }

  async function entry(userId: string, factId: string): Promise<FactEntry> {
    const found = (await current(userId)).entries.find((e) => e.id === factId);
    if (!found) throw new AppError('NOT_FOUND', { detail: NO_FACT });
    return found;
  }

  const answer = async (userId: string) => toApi(await current(userId));

  return {
    /** Replaces a fact's value; giving back the site's own value drops the correction. */
    async correct(userId: string, factId: string, input: FactValue): Promise<WebsiteAnalysis> {
      const fact = await entry(userId, factId);
      const value = normaliseOwnerValue(input);
      if (value.kind !== fact.kind) throw new AppError('VALIDATION_ERROR', { detail: OTHER_KIND });
      const siteValue = fact.status === 'corrected' ? fact.site_value : fact.source ? fact.value : null;
      if (fact.status !== 'added' && siteValue && sameValue(siteValue, value))
        await corrections.remove(userId, factId);
      else
        await corrections.put(
          userId,
          factId,
          { action: fact.status === 'added' ? 'add' : 'correct', value },
          clock.now(),
        );
      return answer(userId);
    },

    /** Takes a fact out of the analysis (kept, so that it can be restored); an added fact is deleted. */
    async remove(userId: string, factId: string): Promise<WebsiteAnalysis> {
      const fact = await entry(userId, factId);
      if (fact.status === 'added') await corrections.remove(userId, factId);
      else
        await corrections.put(
          userId,
          factId,
          { action: 'remove', value: fact.site_value ?? fact.value },
          clock.now(),
        );
      return answer(userId);
    },

    /** Drops the owner's correction or removal: the fact reads as the site states it again. */
    async restore(userId: string, factId: string): Promise<WebsiteAnalysis> {
      await current(userId);
      if (!(await corrections.remove(userId, factId))) throw new AppError('NOT_FOUND', { detail: NO_FACT });
      return answer(userId);
    },

    /** A fact the site does not state. */
    async add(userId: string, input: FactValue): Promise<WebsiteAnalysis> {
      await current(userId);
      const value = normaliseOwnerValue(input);
      await corrections.put(userId, `added-${randomUUID()}`, { action: 'add', value }, clock.now());
      return answer(userId);
    },
  };
}

export type FactCorrectionsService = ReturnType<typeof createFactCorrectionsService>;
