// `npx tsx bench/content-read.ts`: the months of businesses the writer was never tuned on (the writer's test
// fixtures, not the bench corpus), written as generation does and saved as docs/samples/nouveaux/<slug>.md for
// reading as their owners would. Prints, per business, the posts saved and what the gate still finds.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BARE_BUSINESS, NEW_BUSINESSES } from '@plume/api/integrations/writer/fixtures/new-businesses';
import { writeSampleMonth } from './content-sample-month';
import { sampleMarkdown } from './content-samples';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, '../docs/samples/nouveaux');

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  for (const business of [...NEW_BUSINESSES, BARE_BUSINESS]) {
    const month = await writeSampleMonth(business, business.monthKey);
    const issues = month.savedIssues.flat();
    console.log(
      `${business.slug} (${business.monthKey}) : ${month.saved.length}/${month.slots.length} posts, ` +
        `${month.rewritten} réécrits, ${issues.length} problèmes restants` +
        (issues.length ? ` (${issues.map((i) => `${i.kind} « ${i.excerpt} »`).join(', ')})` : ''),
    );
    writeFileSync(
      path.join(outDir, `${business.slug}.md`),
      sampleMarkdown(business, business.monthKey, month.saved),
    );
  }
}

await main();
