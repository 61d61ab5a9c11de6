// Child process of the benchmark: the real Plume app (embedded mode, fresh data dir) and, beside it, a bare
// Fastify instance with one route. Prints the ports and a bearer token as one JSON line.
import Fastify from 'fastify';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@plume/api/app';
import { bootstrap } from '@plume/api/bootstrap';
import { loadConfig } from '@plume/api/config';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'plume-bench-'));
const runtime = await bootstrap(
  loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production' }),
);
const app = await buildApp({ container: runtime.container, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ ok: true }));
await bare.listen({ host: '127.0.0.1', port: 0 });

const credentials = { email: 'bench@exemple.fr', password: 'mesure-de-performance' };
await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: { ...credentials, first_name: 'Banc', last_name: 'Essai' },
});
const login = await app.inject({ method: 'POST', url: '/api/auth/login-robust', payload: credentials });
const token = login.json<{ access_token: string }>().access_token;

const portOf = (server: typeof bare) => (server.server.address() as { port: number }).port;
process.stdout.write(
  `${JSON.stringify({ appPort: portOf(app as unknown as typeof bare), barePort: portOf(bare), token })}\n`,
);

process.on('SIGTERM', async () => {
  await app.close();
  await bare.close();
  await runtime.database.close();
  process.exit(0);
});
