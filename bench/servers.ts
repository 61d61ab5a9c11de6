// Child process of the benchmark: the real Plume app (embedded mode, fresh data dir) and, beside it, a bare
// Fastify instance with one route. Prints the ports and a bearer token as one JSON line.
import Fastify from 'fastify';
import { startBenchApp } from './bench-app';

const { app, port: appPort, close } = await startBenchApp('auth');

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

const barePort = (bare.server.address() as { port: number }).port;
process.stdout.write(`${JSON.stringify({ appPort, barePort, token })}\n`);

process.on('SIGTERM', async () => {
  await close();
  await bare.close();
  process.exit(0);
});
