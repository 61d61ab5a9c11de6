// Library figures: 10 uploads of 12-megapixel JPEGs (thumbnails included) and GET /api/content/pending-temp
// on a library of 5,000 items. Targets: the 10 uploads under 4 s; the list p99 under 30 ms.
import autocannon from 'autocannon';
import { createUser } from '@plume/api/test/factories';
import { startBenchApp } from './bench-app';
import { noisyJpeg } from './photos';

/** A 12-megapixel camera picture (4000×3000). */
const twelveMegapixelJpeg = () => noisyJpeg(4000, 3000, 85);

export async function benchLibrary() {
  const { app, runtime, base, close } = await startBenchApp('library');
  try {
    const { login } = await createUser(app, {
      email: 'bench-library@exemple.fr',
      password: 'mesure-de-performance',
    });
    const { access_token: token, user_id: userId } = login;
    const authorization = `Bearer ${token}`;

    const photo = await twelveMegapixelJpeg();
    const started = performance.now();
    for (let index = 0; index < 10; index += 1) {
      const form = new FormData();
      form.append('attributed_month', 'mars_2026');
      form.append('files', new Blob([photo], { type: 'image/jpeg' }), `photo-${index}.jpg`);
      const response = await fetch(`${base}/api/content/batch-upload`, {
        method: 'POST',
        body: form,
        headers: { authorization },
      });
      if (!response.ok) throw new Error(`envoi refusé : ${response.status} ${await response.text()}`);
    }
    const uploadSeconds = (performance.now() - started) / 1000;

    // Fill the library to 5,000 items straight through the repository (the bytes do not matter for a listing).
    const { repository } = runtime.container.library;
    for (let batch = 0; batch < 10; batch += 1) {
      await repository.insertMany(
        Array.from({ length: 499 }, (_, i) => ({
          userId,
          filename: `photo-${batch}-${i}.jpg`,
          mimeType: 'image/jpeg',
          storageKey: `${userId}/bench-${batch}-${i}.jpg`,
          thumbKey: `${userId}/bench-${batch}-${i}.thumb.webp`,
          sizeBytes: 1_000_000,
          attributedMonth: ['janvier_2026', 'février_2026', 'mars_2026'][i % 3] ?? null,
          createdAt: new Date(Date.UTC(2026, 0, 1) + (batch * 499 + i) * 60_000),
        })),
      );
    }
    const listUrl = `${base}/api/content/pending-temp?limit=24&offset=0`;
    const measureList = async (connections: number) => {
      const result = await autocannon({
        url: listUrl,
        connections,
        duration: Number(process.env.BENCH_DURATION ?? 5),
        headers: { authorization },
      });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`liste : ${result.non2xx} réponses non 2xx`);
      return `p99 ${result.latency.p99} ms (${Math.round(result.requests.average)} req/s, ${connections} connexion(s))`;
    };
    await measureList(1); // warm-up
    const single = await measureList(1);
    const concurrent = await measureList(10);

    console.log('\nBibliothèque');
    console.table({
      '10 envois JPEG 12 Mpx (vignettes comprises)': {
        mesure: `${uploadSeconds.toFixed(2)} s`,
        objectif: '< 4 s',
      },
      'GET /api/content/pending-temp, 5 000 contenus': { mesure: single, objectif: 'p99 < 30 ms' },
      'idem, 10 clients simultanés (base embarquée)': { mesure: concurrent, objectif: '—' },
    });
  } finally {
    await close();
  }
}
