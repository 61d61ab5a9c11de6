// `npm run bench:analysis`: the website analysis measured against the corpus (corpus/sites/*/golden.json):
// precision, recall and invented facts per field, over the whole corpus and site by site, then the time to
// crawl and analyse a 30-page site offline.
import { extractSiteFacts } from '@plume/api/modules/analysis/facts/extract-site-facts';
import {
  precision,
  recall,
  scoreSite,
  totals,
  type FieldScore,
  type SiteScore,
} from '@plume/api/modules/analysis/facts/score-facts';
import { loadCorpus } from '../corpus/corpus';
import { benchWebsiteAnalysis } from './analysis';

const pct = (value: number) => value.toFixed(2).padStart(9);
const row = (name: string, s: FieldScore) =>
  `${name.padEnd(22)}${String(s.extracted).padStart(9)}${String(s.correct).padStart(9)}${String(s.golden).padStart(9)}${pct(precision(s)).padStart(10)}${pct(recall(s))}`;

export function scoreCorpus(): Array<{ slug: string; heldOut: boolean; round: number; score: SiteScore }> {
  return loadCorpus().map((site) => {
    const facts = extractSiteFacts(
      site.pages.map((page) => ({ url: new URL(page.path, site.site.baseUrl).toString(), html: page.html })),
    );
    const score = scoreSite(facts, site.golden, site.pages.map((page) => page.text).join(' '));
    return {
      slug: site.slug,
      heldOut: Boolean(site.site.heldOut),
      round: site.site.heldOutRound ?? 1,
      score,
    };
  });
}

function printTable(title: string, results: Array<{ score: SiteScore }>) {
  const all = totals(results.map((r) => r.score));
  const invented = results.reduce((sum, r) => sum + r.score.invented.length, 0);
  console.log(`${title} (${results.length} sites)\n`);
  console.log(
    `${'champ'.padEnd(22)}${'extraits'.padStart(9)}${'justes'.padStart(9)}${'attendus'.padStart(9)}${'précision'.padStart(10)}${'rappel'.padStart(9)}`,
  );
  for (const [field, s] of Object.entries(all)) console.log(row(field, s));
  console.log(`faits inventés : ${invented}\n`);
}

function printSites(results: Array<{ slug: string; score: SiteScore }>) {
  for (const { slug, score } of results) {
    const priced = score.fields['produits avec prix']!;
    const hours = score.fields.horaires!;
    console.log(
      `${slug.padEnd(26)} prix P ${precision(priced).toFixed(2)} R ${recall(priced).toFixed(2)} · horaires R ${recall(hours).toFixed(2)} · inventés ${score.invented.length}`,
    );
    if (score.invented.length) console.log(`    inventés : ${score.invented.join(' ; ')}`);
    if (score.missed.length) console.log(`    manqués : ${score.missed.join(' ; ')}`);
  }
  console.log('');
}

async function main() {
  const results = scoreCorpus();
  const tuned = results.filter((r) => !r.heldOut);
  const heldOut = results.filter((r) => r.heldOut);
  printTable('Analyse de site sur le corpus', tuned);
  printSites(tuned);
  if (heldOut.length) {
    // Sites written with their golden files before the extractor was run on them: does it generalise?
    printTable('Sites tenus à l’écart (held-out), toutes séries', heldOut);
    const rounds = [...new Set(heldOut.map((r) => r.round))].sort((a, b) => a - b);
    for (const round of rounds) {
      const set = heldOut.filter((r) => r.round === round);
      printTable(`Sites tenus à l’écart, série ${round}`, set);
      printSites(set);
    }
  }
  await benchWebsiteAnalysis();
}

if (process.argv[1]?.endsWith('analysis-quality.ts')) await main();
