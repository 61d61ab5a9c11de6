/**
 * What a writer adapter (integrations/llm) may use from the posts module: the writer's port, the rules every
 * writer follows (platform limits, the month plan and its material, the rewrite operations) and
 * the quality gate every written text passes. The lint rule lets integrations import this entry and the
 * ports, nothing else of a module (docs/decisions/0025-ports-and-adapters.md).
 */
export type { PostSlot, PostWriter, WriterFacts, WriterLimits, WrittenPost } from './writer/writer.port';
export { applyPlatformRules, hashtagCap, textBudget } from './writer/platform-rules';
export { materialOf, type Material } from './writer/material';
export { planMonth, type PlanEntry } from './writer/month-plan';
export { seasonalHookFor } from './writer/seasonal-hooks';
export { describeOperation } from './writer/rewrite-labels';
export { parseRewriteRequest, type RewriteOperation } from './writer/rewrite-request';
export { checkOperations } from './writer/rewrite-check';
export { checkPost, gateContextOf } from './quality/gate';
export { describeIssues } from './rewrite-gate';
