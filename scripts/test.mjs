#!/usr/bin/env node
// `npm test`: every check in one command, in order of cost, stopping at the first failure:
// typecheck, lint and format, data check, unit and integration tests (real PostgreSQL),
// web build, end-to-end tests in headless Chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const steps = [
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['data check', process.execPath, ['--import', 'tsx', 'scripts/data-check.ts']],
  ['unit and integration tests', bin('vitest'), ['run']],
  ['web build', bin('vite'), ['build', '--logLevel', 'warn']],
  ['end-to-end tests', bin('playwright'), ['test']],
];

const only = process.argv.slice(2);
const timings = [];
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds}s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✔ all checks passed\n  ${timings.join('\n  ')}`);
