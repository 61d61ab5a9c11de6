// Offline writer: a 30-post month (three networks, media on half the slots) written ~20 times: median and max.
import { createOfflinePostWriter } from '@plume/api/integrations/writer/offline-writer';
import { bakeryFacts, monthSlots } from '@plume/api/test/writer-fixtures';

const RUNS = 20;

export async function benchPostWriter(): Promise<void> {
  const writer = createOfflinePostWriter({ limits: { instagramHashtagCap: 5 } });
  const facts = bakeryFacts();
  const slots = monthSlots(30, ['instagram', 'facebook', 'linkedin']);
  await writer.writeMonth({ facts, slots }); // warm-up: module compilation and regular expressions
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // Another month key each run, so that every run composes a different month.
    const month = { ...facts, monthKey: `mars_${2030 + run}` };
    const start = performance.now();
    const posts = await writer.writeMonth({ facts: month, slots });
    times.push(performance.now() - start);
    if (posts.length !== slots.length)
      throw new Error(`${posts.length} posts écrits au lieu de ${slots.length}`);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(
    `Rédaction hors ligne d'un mois de 30 posts (${RUNS} passages) : médiane ${median.toFixed(1)} ms, ` +
      `max ${(times.at(-1) ?? 0).toFixed(1)} ms (objectif < 200 ms)`,
  );
}
