/**
 * What an analyser adapter (integrations/analyser, integrations/llm) may use from the analysis module: the
 * port, the facts of a crawled site, the assembly of an analysis from those facts and the check of an answer
 * against the site's text. The lint rule lets integrations import this entry and the ports, nothing else of a
 * module (docs/decisions/0025-ports-and-adapters.md).
 */
export type { SiteContent, WebsiteAnalyser } from './analyser.port';
export type { SiteFacts } from './facts/site-facts';
export { parsePage, type PageModel } from './facts/page-model';
export { readPages } from './facts/extract-site-facts';
export { siteFactsOf } from './crawled-site-facts';
export { assembleAnalysis, hoursLines } from './assemble-analysis';
export { verifyAgainstSource } from './verify-analysis';
