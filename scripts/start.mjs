// `npm start`: install what is missing, build the web app, then serve API + web app on PORT (default 3000).
// The server applies the database migrations itself before listening.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { assertNodeVersion, ensureDependencies, ensureWebBuild, root } from './lib/prepare.mjs';

assertNodeVersion();
ensureDependencies();
ensureWebBuild();

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
