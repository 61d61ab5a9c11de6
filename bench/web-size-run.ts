// `npm run bench:web -w @plume/bench`: the web app's weight alone, on the current build (`npm run build` first):
// gzipped JavaScript before the login form shows, and before a signed-in owner sees the dashboard's first tab.
// Loopback only; the figures are printed beside their targets, never asserted.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createUser } from '@plume/api/test/factories';
import { startBenchApp } from './bench-app';
import { dashboardRouteJs, loginRouteJs, routeJsLine } from './web-size';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'apps/web/dist');

const { app, base, close } = await startBenchApp('web');
try {
  const { login: tokens } = await createUser(app, {
    email: 'poids@exemple.fr',
    password: 'mesure-du-poids-web-42',
    first_name: 'Banc',
    last_name: 'Essai',
  });

  const loginJs = await loginRouteJs(`${base}/`, distDir);
  const dashboardJs = await dashboardRouteJs(`${base}/`, distDir, tokens);
  console.log(routeJsLine('JS de la page de connexion', loginJs, 120));
  console.log(routeJsLine('JS du tableau de bord (premier onglet)', dashboardJs, 200));
  if (process.argv.includes('--files')) console.log({ login: loginJs.files, dashboard: dashboardJs.files });
} finally {
  await close();
}
