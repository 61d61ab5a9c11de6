import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@plume/api/app';
import { bootstrap } from '@plume/api/bootstrap';
import { loadConfig } from '@plume/api/config';
import { stagingEnv } from '@plume/api/test/production-env';

/** The real app in embedded mode on a fresh data dir, listening on a free loopback port. */
export async function startBenchApp(name: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `plume-bench-${name}-`));
  const runtime = await bootstrap(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...stagingEnv }));
  const app = await buildApp({ container: runtime.container, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  return {
    app,
    runtime,
    port,
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await runtime.database.close();
    },
  };
}
