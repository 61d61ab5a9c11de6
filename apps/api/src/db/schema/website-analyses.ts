import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnalysisContent, AnalyzedPage } from '@plume/contracts/website-analysis';
import { users } from './users';

/** The last kept analysis of each user's website (one row per user, replaced by each new analysis). */
export const websiteAnalyses = pgTable('website_analyses', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  websiteUrl: text('website_url').notNull(),
  analysisType: text('analysis_type', { enum: ['offline', 'llm'] }).notNull(),
  content: jsonb('content').$type<AnalysisContent>().notNull(),
  pages: jsonb('pages').$type<AnalyzedPage[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  lastAnalyzed: timestamp('last_analyzed', { withTimezone: true }).notNull(),
  nextAnalysisDue: timestamp('next_analysis_due', { withTimezone: true }).notNull(),
});

export type WebsiteAnalysisRow = typeof websiteAnalyses.$inferSelect;

/**
 * The user's latest analysis request, worked by the `analysis.run-website-analysis` job: the request waits on
 * this row, and a restarted process finds it here. One row per user, replaced by each new request.
 */
export const websiteAnalysisRuns = pgTable('website_analysis_runs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  runId: uuid('run_id').notNull(),
  websiteUrl: text('website_url').notNull(),
  status: text('status', { enum: ['running', 'succeeded', 'failed'] }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** The AppError code and French detail of a failed run, answered to the waiting request. */
  errorCode: text('error_code'),
  errorDetail: text('error_detail'),
});

export type WebsiteAnalysisRunRow = typeof websiteAnalysisRuns.$inferSelect;
