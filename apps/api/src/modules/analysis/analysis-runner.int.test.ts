import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebsiteAnalysisRunRow } from '../../db/schema/index';
import { createFixedClock } from '../../lib/clock';
import { bakerySiteRoutes, serveFixtureSite, type FixtureSite } from '../../test/fixture-site';
import type { AnalysisRepository } from './analysis.repository';
import { createAnalysisRunner } from './analysis-runner';
import type { AnalysisRunsRepository, RunOutcome } from './analysis-runs.repository';
import { createOfflineAnalyser } from '../../integrations/analyser/offline-analyser';

let site: FixtureSite;
beforeAll(async () => {
  site = await serveFixtureSite(bakerySiteRoutes(0));
});
afterAll(async () => site.close());

/** The runner with an in-memory run row and an analysis store whose save fails the way the caller chooses. */
function runnerWith(save: AnalysisRepository['save'], websiteUrl: string) {
  const run: WebsiteAnalysisRunRow = {
    userId: 'u1',
    runId: 'r1',
    websiteUrl,
    status: 'running',
    startedAt: new Date(),
    finishedAt: null,
    errorCode: null,
    errorDetail: null,
  };
  const outcomes: RunOutcome[] = [];
  const runs = {
    find: async () => run,
    finish: async (_userId: string, _runId: string, outcome: RunOutcome) => {
      outcomes.push(outcome);
      run.status = outcome.status;
    },
  } as unknown as AnalysisRunsRepository;
  const runner = createAnalysisRunner({
    analyses: { save } as unknown as AnalysisRepository,
    runs,
    analyser: createOfflineAnalyser(),
    settings: {
      guard: { allowPrivateNetworks: true, allowedPorts: [] },
      maxPages: 10,
      concurrency: 4,
      maxPageBytes: 2 * 1024 * 1024,
      pageTimeoutMs: 5000,
      totalBudgetMs: 20_000,
      analyserReserveMs: 2000,
    },
    clock: createFixedClock('2026-05-10T08:00:00Z'),
    logger: pino({ level: 'silent' }),
  });
  return { runner, outcomes, run };
}

describe('analysis job handler', () => {
  it('stores a refusal as the outcome without asking pg-boss for a retry', async () => {
    const { runner, outcomes } = runnerWith(async () => {
      throw new Error('inattendu');
    }, 'http://169.254.169.254/latest/meta-data/');
    await runner.run('u1', { finalAttempt: false });
    expect(outcomes).toEqual([
      expect.objectContaining({ status: 'failed', errorCode: 'ANALYSIS_URL_REFUSED' }),
    ]);
  });

  it('lets pg-boss retry an unexpected failure, and records it on the last attempt', async () => {
    const broken = runnerWith(async () => {
      throw new Error('base perdue');
    }, `${site.url}/`);
    await expect(broken.runner.run('u1', { finalAttempt: false })).rejects.toThrow('base perdue');
    expect(broken.outcomes).toEqual([]);
    await expect(broken.runner.run('u1', { finalAttempt: true })).rejects.toThrow('base perdue');
    expect(broken.outcomes).toEqual([
      {
        status: 'failed',
        errorCode: 'ANALYSIS_FAILED',
        errorDetail: 'Erreur lors de l’analyse du site web',
      },
    ]);
    // A duplicate job after the outcome finds nothing left to do.
    await broken.runner.run('u1', { finalAttempt: false });
    expect(broken.outcomes).toHaveLength(1);
  });
});
