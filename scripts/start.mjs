// `npm start`: install what is missing, build the API and the web app when a source changed, then run the
// compiled server in this very process (no launcher left between the terminal and the server). The server
// applies the database migrations itself, then prints where to go and how to sign in.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  assertNodeVersion,
  ensureApiBuild,
  ensureDependencies,
  ensureWebBuild,
  root,
} from './lib/prepare.mjs';

assertNodeVersion();
console.log('Préparation de Plume…');
ensureDependencies('server');
ensureApiBuild();
ensureWebBuild();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href);
