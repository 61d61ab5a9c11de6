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
} from './writer.port';
// Platform rules: what every post must fit, whichever writer wrote it.
export { applyPlatformRules, hashtagCap, textBudget } from './writing/platform-rules';
export { normaliseHashtags, toHashtag } from './writing/hashtags';
// The month's plan: the facts it draws on, the angle or note of each slot and the day's calendar moment.
export { materialOf, type Material, type OfferFact } from './writing/material';
export { planMonth, type PlanEntry } from './writing/month-plan';
export type { Angle, AngleText } from './writing/angles';
export { offerWith } from './writing/angles';
export { anglesFor, RESERVE_ANGLES } from './writing/angles-available';
export { seasonalHookFor } from './writing/seasonal-hooks';
// The words the plan writes with: the address (tu or vous), the tones, the nouns' gender and number.
export { registerOf, sayIn, type Say } from './writing/voice';
export { SIGN_OFFS, TONES, type BrandTone } from './writing/tones';
export { agree, isAre, nounOf, withArticle } from './writing/french-nouns';
// The owner's rewrite request: its operations, their labels and the vocabulary they are matched with.
export { describeOperation } from './writing/rewrite-labels';
export { parseRewriteRequest, type RewriteOperation } from './writing/rewrite-request';
export {
  AMOUNT,
  DATE,
  fold as foldKeepingIndices,
  type ActionMeans,
  type ContactKind,
} from './writing/rewrite-patterns';
export { checkOperations } from './writing/rewrite-check';
// The quality gate, and its judgement of a hashtag (a writer proposes only hashtags the gate accepts).
export { checkPost, gateContextOf } from './quality/gate';
export { junkHashtags } from './quality/hashtag-checks';
export { describeIssues } from './rewrite-gate';
