import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnalysisContent, AnalyzedPage } from '@plume/contracts/website-analysis';
import type { FactValue } from '@plume/contracts/website-facts';
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
  /** The facts the analysis read (the analysis module's SiteFacts), each with its source; null for analyses
   * kept before facts were stored. Typed by the module that reads it, so the schema imports no module. */
  facts: jsonb('facts').$type<object>(),
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

/**
 * The owner's corrections to the facts of their website, kept apart from the analysis so that every
 * re-analysis keeps them: a changed value, a removed fact, or a fact the site does not state ("added").
 * fact_id is the fact's stable id (or "added-<uuid>" for an added fact).
 */
export const websiteFactCorrections = pgTable(
  'website_fact_corrections',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    factId: text('fact_id').notNull(),
    action: text('action', { enum: ['correct', 'remove', 'add'] }).notNull(),
    /** The owner's value; null for a removal. */
    value: jsonb('value').$type<FactValue>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.factId] })],
);

export type WebsiteFactCorrectionRow = typeof websiteFactCorrections.$inferSelect;
