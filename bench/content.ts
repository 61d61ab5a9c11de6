// `npm run bench:content`: months written by the offline writer for ten businesses (January, May, December),
// every post passed through the quality gate as generation does, with the figures of
// docs/design/WRITING-FR.md printed per month and overall. Also writes docs/samples/<trade>.md: the December
// month as the owner would read it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monthKeyOf, parseMonthKey } from '@plume/contracts/months';
import { writeMonthGated } from '@plume/api/modules/posts/quality/gated-month';
import { checkPost, gateContextOf, HASHTAG_RANGE } from '@plume/api/modules/posts/quality/gate';
import { createOfflinePostWriter } from '@plume/api/integrations/writer/offline-writer';
import { sampleFacts as factsOf, sampleSlots as slotsOf } from './content-sample-month';
import type { WrittenPost } from '@plume/api/modules/posts/writer.port';
import { BUSINESSES, MONTHS } from './content-businesses';
import { monthFigures, printFigures, type MonthFigures } from './content-figures';
import { imageFigures, printImageFigures, type ImageFigures } from './content-images';
import { sampleMarkdown } from './content-samples';

const here = path.dirname(fileURLToPath(import.meta.url));
const samplesDir = path.resolve(here, '../docs/samples');

async function main(): Promise<void> {
  const writer = createOfflinePostWriter({ limits: { instagramHashtagCap: HASHTAG_RANGE.instagram.max } });
  const all: MonthFigures[] = [];
  const allImages: ImageFigures[] = [];
  mkdirSync(samplesDir, { recursive: true });
  const started = performance.now();
  for (const monthKey of MONTHS) {
    const figures: MonthFigures[] = [];
    const images: ImageFigures[] = [];
    for (const business of BUSINESSES) {
      const facts = factsOf(business, monthKey);
      const slots = slotsOf(business, facts);
      const gated = await writeMonthGated(writer, { facts, slots });
      const context = gateContextOf(facts);
      // The raw writer's first draft, to show what the gate stops.
      const raw = await writer.writeMonth({ facts, slots });
      const rawIssues = await Promise.all(
        raw.map((post, i) => checkPost(post, slots[i]!.platform, slots[i]!.date, context)),
      );
      if (process.env.BENCH_DETAILS)
        rawIssues.forEach((issues, i) =>
          issues.forEach((issue) =>
            console.log(
              `${business.slug} ${slots[i]!.platform} — 1er jet : ${issue.kind} « ${issue.excerpt} »`,
            ),
          ),
        );
      const saved = slots.flatMap((slot, i) =>
        gated.posts[i] ? [{ slot, post: gated.posts[i] as WrittenPost }] : [],
      );
      const savedIssues = await Promise.all(
        saved.map(({ slot, post }) => checkPost(post, slot.platform, slot.date, context)),
      );
      figures.push(
        monthFigures({ business, facts, saved, savedIssues, rawIssues, slots, rewritten: gated.rewritten }),
      );
      images.push(imageFigures(business.slug, facts.media.length, saved));
      if (monthKey === 'décembre_2026')
        writeFileSync(
          path.join(samplesDir, `${business.slug}.md`),
          sampleMarkdown(business, monthKey, saved),
        );
    }
    printFigures(monthKeyOf(parseMonthKey(monthKey)!), figures);
    printImageFigures(monthKeyOf(parseMonthKey(monthKey)!), images);
    all.push(...figures);
    allImages.push(...images);
  }
  printFigures('ensemble', all);
  printImageFigures('ensemble', allImages);
  console.log(`Durée totale : ${((performance.now() - started) / 1000).toFixed(1)} s (dictionnaire compris)`);
}

await main();
