#!/usr/bin/env node
// `npm start`: builds the web app when its sources are newer than the build, then runs the
// server (API + web app) on the embedded defaults. Ctrl-C stops the server and PostgreSQL.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

const webSources = [
  'index.html',
  'vite.config.ts',
  'src/web',
  'src/shared',
  'public',
  'package-lock.json',
];
const built = path.join('dist', 'index.html');
const needsBuild =
  !existsSync(built) ||
  Math.max(...webSources.map(newestMtime)) > statSync(built).mtimeMs ||
  process.argv.includes('--build');

if (needsBuild) {
  console.log('Building the web app...');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
});
// The child receives Ctrl-C from the terminal itself and shuts down PostgreSQL; wait for it.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (signal === 'SIGTERM') child.kill('SIGTERM');
  });
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
