// `npm run dev`: API with reload on :3000 and the Vite dev server (proxying /api) side by side.
import { spawn } from 'node:child_process';
import { assertNodeVersion, ensureDependencies, root } from './lib/prepare.mjs';

assertNodeVersion();
ensureDependencies();
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const children = [
  spawn(npm, ['run', 'dev', '-w', '@plume/api'], { cwd: root, stdio: 'inherit' }),
  spawn(npm, ['run', 'dev', '-w', '@plume/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => code && code !== 0 && stop()));
