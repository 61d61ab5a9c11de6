// Child process of the benchmark: the real Plume app (embedded mode, fresh data dir) for the web app's weight,
// Lighthouse and the payment calls. Prints its port and a bearer token as one JSON line.
import { createUser } from '@plume/api/test/factories';
import { startBenchApp } from './bench-app';

const { app, port: appPort, close } = await startBenchApp('auth');

const { login } = await createUser(app, {
  email: 'bench@exemple.fr',
  password: 'mesure-de-performance',
  first_name: 'Banc',
  last_name: 'Essai',
});
const token = login.access_token;

process.stdout.write(`${JSON.stringify({ appPort, token })}\n`);

process.on('SIGTERM', async () => {
  await close();
  process.exit(0);
});
