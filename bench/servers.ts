// Child process of the benchmark: the real Plume app (embedded mode, fresh data dir) for the web app's weight,
// Lighthouse and the payment calls. Prints its port and a bearer token as one JSON line.
import { startBenchApp } from './bench-app';

const { app, port: appPort, close } = await startBenchApp('auth');

const credentials = { email: 'bench@exemple.fr', password: 'mesure-de-performance' };
await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: { ...credentials, first_name: 'Banc', last_name: 'Essai' },
});
const login = await app.inject({ method: 'POST', url: '/api/auth/login-robust', payload: credentials });
const token = login.json<{ access_token: string }>().access_token;

process.stdout.write(`${JSON.stringify({ appPort, token })}\n`);

process.on('SIGTERM', async () => {
  await close();
  process.exit(0);
});
