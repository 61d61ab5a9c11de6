import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/definition';
import type { Clock } from '../../lib/clock';
import { defineModule } from '../app-module';
import { createAnalysisRepository } from './analysis.repository';
import { analysisRunStaleAfterMs, runWebsiteAnalysisJob } from './analysis.jobs';
import { createAnalysisRunner } from './analysis-runner';
import { createAnalysisRunsRepository } from './analysis-runs.repository';
import { createCorrectedAnalysisReader } from './analysis-view';
import { createFactCorrectionsRepository } from './fact-corrections.repository';
import { createFactCorrectionsService } from './fact-corrections.service';
import { analysisRoutes } from './analysis.routes';
import { createAnalysisService } from './analysis.service';
import { factCorrectionsRoutes } from './fact-corrections.routes';
import type { WebsiteAnalyser } from './analyser.port';
import type { AnalysisConfig } from './analysis.config';

/** Time the request keeps waiting beyond the job's budget, for the job to be picked up (polling). */
const PICK_UP_MARGIN_MS = 3000;

/** The website analysis' wiring, kept here so the composition root only adds a few lines. */
export function createAnalysisModule(deps: {
  config: AnalysisConfig;
  db: Database;
  queue: JobQueue;
  clock: Clock;
  logger: Logger;
  /** The embedded analyser or the OpenAI-compatible one, chosen by the composition root. */
  analyser: WebsiteAnalyser;
  /** True when the analyser calls a remote model (LLM_BASE_URL): it gets a longer share of the budget. */
  remoteAnalyser: boolean;
}) {
  const { config, db, queue, clock, logger } = deps;
  const repository = createAnalysisRepository(db);
  const runs = createAnalysisRunsRepository(db);
  const budgetMs = config.ANALYSIS_TIMEOUT_SECONDS * 1000;
  const runner = createAnalysisRunner({
    analyses: repository,
    runs,
    analyser: deps.analyser,
    settings: {
      guard: {
        allowPrivateNetworks: config.ANALYSIS_ALLOW_PRIVATE_NETWORKS,
        allowedPorts: config.ANALYSIS_ALLOWED_PORTS,
      },
      maxPages: config.ANALYSIS_MAX_PAGES,
      concurrency: 4,
      maxPageBytes: 2 * 1024 * 1024,
      pageTimeoutMs: 10_000,
      totalBudgetMs: budgetMs,
      analyserReserveMs: deps.remoteAnalyser ? 30_000 : 2_000,
    },
    clock,
    logger,
  });
  const corrections = createFactCorrectionsRepository(db);
  const read = createCorrectedAnalysisReader({ analyses: repository, corrections });
  const service = createAnalysisService({
    read,
    runs,
    queue,
    settings: {
      waitMs: budgetMs + PICK_UP_MARGIN_MS,
      staleAfterMs: analysisRunStaleAfterMs(budgetMs),
      pollIntervalMs: 250,
    },
    clock,
  });
  const facts = createFactCorrectionsService({ read, corrections, clock });
  return defineModule({
    name: 'analysis',
    repository,
    service,
    facts,
    routes: [
      (app) => app.register(analysisRoutes, { prefix: '/api/website', analysis: service }),
      (app) => app.register(factCorrectionsRoutes, { prefix: '/api/website', facts }),
    ],
    jobs: [runWebsiteAnalysisJob({ runner, budgetMs })],
  });
}
