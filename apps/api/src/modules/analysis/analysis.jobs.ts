import { z } from 'zod';
import { defineJob } from '../../jobs/definition';
import type { AnalysisRunner } from './analysis-runner';

const RETRY_LIMIT = 1;
const RETRY_DELAY_SECONDS = 5;

/** What the service sends: the job only names the user, the request itself is the user's run row. */
export const runWebsiteAnalysis = {
  name: 'analysis.run-website-analysis',
  payload: z.object({ userId: z.uuid() }),
};

/** Seconds a running analysis may take before pg-boss counts its process as dead and retries it. */
export const analysisJobExpirySeconds = (budgetMs: number) => Math.ceil(budgetMs / 1000) + 30;

/**
 * Longer than every attempt of the job could live (each expiry is noticed by pg-boss's supervisor, which runs
 * about once a minute): a run still "running" after this was lost for good, and a new request may replace it.
 */
export const analysisRunStaleAfterMs = (budgetMs: number) =>
  (RETRY_LIMIT + 1) * (analysisJobExpirySeconds(budgetMs) + RETRY_DELAY_SECONDS + 60) * 1000;

/**
 * The crawl + analysis of one user's site. `exclusive` with the user id as singleton key: one queued or
 * active job per user. A job lost with its process expires a little after the 90 s budget and is retried once.
 */
export function runWebsiteAnalysisJob(deps: { runner: AnalysisRunner; budgetMs: number }) {
  return defineJob({
    ...runWebsiteAnalysis,
    retry: { limit: RETRY_LIMIT, delaySeconds: RETRY_DELAY_SECONDS, backoff: false },
    expireInSeconds: analysisJobExpirySeconds(deps.budgetMs),
    policy: 'exclusive',
    // The user is waiting on the screen: the job sent wakes a worker at once; a retry is looked for every 5 s,
    // and the queue polled every second while sent jobs cannot wake the workers.
    pollingIntervalSeconds: 1,
    dueCheckSeconds: 5,
    // Each analysis mostly waits on the network: several users' analyses run side by side.
    localConcurrency: 4,
    handler: async ({ userId }, { retryCount }) =>
      deps.runner.run(userId, { finalAttempt: retryCount >= RETRY_LIMIT }),
  });
}
