/**
 * What a writer adapter (integrations/writer, integrations/llm) may use from the posts module: the writer's
 * port, the rules every writer follows (platform limits, the month plan, its material and its angles, the
 * French vocabulary the plan writes with, the rewrite operations) and the quality gate every written text
 * passes. The lint rule lets integrations import this entry and the ports, nothing else of a module
 * (docs/decisions/0025-ports-and-adapters.md).
 */
export type {
  PostSlot,
  PostWriter,
  RewrittenPost,
  WriterFacts,
  WriterLimits,
  WrittenPost,
} from './writer/writer.port';
// Platform rules: what every post must fit, whichever writer wrote it.
export { applyPlatformRules, hashtagCap, textBudget } from './writer/platform-rules';
export { normaliseHashtags, toHashtag } from './writer/hashtags';
// The month's plan: the facts it draws on, the angle or note of each slot and the day's calendar moment.
export { materialOf, type Material, type OfferFact } from './writer/material';
export { planMonth, type PlanEntry } from './writer/month-plan';
export type { Angle, AngleText } from './writer/angles';
export { offerWith } from './writer/angles';
export { anglesFor, RESERVE_ANGLES } from './writer/angles-available';
export { seasonalHookFor } from './writer/seasonal-hooks';
// The words the plan writes with: the address (tu or vous), the tones, the nouns' gender and number.
export { registerOf, sayIn, type Say } from './writer/voice';
export { SIGN_OFFS, TONES, type BrandTone } from './writer/tones';
export { agree, isAre, nounOf, withArticle } from './writer/french-nouns';
// The owner's rewrite request: its operations, their labels and the vocabulary they are matched with.
export { describeOperation } from './writer/rewrite-labels';
export { parseRewriteRequest, type RewriteOperation } from './writer/rewrite-request';
export {
  AMOUNT,
  DATE,
  fold as foldKeepingIndices,
  type ActionMeans,
  type ContactKind,
} from './writer/rewrite-patterns';
export { checkOperations } from './writer/rewrite-check';
// The quality gate, and its judgement of a hashtag (a writer proposes only hashtags the gate accepts).
export { checkPost, gateContextOf } from './quality/gate';
export { junkHashtags } from './quality/hashtag-checks';
export { describeIssues } from './rewrite-gate';
