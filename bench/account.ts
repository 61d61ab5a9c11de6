// Privacy-rights figures: the data export of a library of 200 media of 1 MB (200 MB archive), streamed.
// What matters: the time, the throughput, and that memory stays flat (the archive is never held whole).
import { randomBytes } from 'node:crypto';
import { createUser } from '@plume/api/test/factories';
import { startBenchApp } from './bench-app';

const MEDIA = 200;
const MEDIA_BYTES = 1024 * 1024;

export async function benchAccountExport() {
  const { app, runtime, base, close } = await startBenchApp('account');
  try {
    const { login } = await createUser(app, {
      email: 'bench-account@exemple.fr',
      password: 'mesure-de-performance',
    });
    const { access_token: token, user_id: userId } = login;

    const { repository, storage } = runtime.container.library;
    const bytes = randomBytes(MEDIA_BYTES);
    const rows = [];
    for (let i = 0; i < MEDIA; i += 1) {
      const storageKey = `${userId}/bench-export-${i}.jpg`;
      await storage.put(storageKey, { buffer: bytes }, 'image/jpeg');
      rows.push({
        userId,
        filename: `photo-${i}.jpg`,
        mimeType: 'image/jpeg',
        storageKey,
        sizeBytes: MEDIA_BYTES,
      });
    }
    await repository.insertMany(rows);

    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
    const started = performance.now();
    const response = await fetch(`${base}/api/account/export`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok || !response.body) throw new Error(`export refusé : ${response.status}`);
    let received = 0;
    for await (const chunk of response.body) received += (chunk as Uint8Array).byteLength;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);

    const megabytes = received / 1024 / 1024;
    console.log('\nExport des données (RGPD)');
    console.table({
      [`archive de ${MEDIA} médias de 1 Mo`]: {
        mesure: `${megabytes.toFixed(0)} Mo en ${seconds.toFixed(2)} s`,
      },
      débit: { mesure: `${(megabytes / seconds).toFixed(0)} Mo/s` },
      'mémoire (RSS) en plus pendant l’export': {
        mesure: `${((peakRss - rssBefore) / 1024 / 1024).toFixed(0)} Mo (l’archive n’est jamais tenue en entier)`,
      },
    });
  } finally {
    await close();
  }
}
