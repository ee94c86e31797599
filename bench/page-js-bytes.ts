/**
 * `npx tsx bench/page-js-bytes.ts [DIST]`: the gzipped JavaScript each public page loads, read
 * from the build itself (Vite's dist/.vite/manifest.json), without a browser: the entry and the
 * page's screen with every file they import, and what the entry loads on every page after its
 * own code (a workbox-window or PWA register module, when there is one). Issue 34 measured the build plugins with it (decision
 * record 0025); `npm run bench:web` measures the same bytes in a real page load.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SCREEN_ROUTES } from '../src/server/http/screen-preloads';
import { PROJECT_ROOT } from '../src/server/server';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const dist = path.resolve(process.argv[2] ?? path.join(PROJECT_ROOT, 'dist'));
const manifest = JSON.parse(
  readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;

/** The chunk's file and the files it imports, transitively. */
function closure(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const gzCache = new Map<string, number>();
function gzBytes(file: string): number {
  if (!gzCache.has(file)) {
    gzCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  }
  return gzCache.get(file)!;
}

const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const everyPage = closure(entry);
for (const key of Object.keys(manifest).filter((k) => /pwa-register|workbox-window/.test(k))) {
  closure(key, everyPage);
}
const pages: [string, string | undefined][] = [
  ['/', undefined],
  ...['/features', '/login', '/help', '/contact', '/terms', '/privacy', '/cookies'].map(
    (p): [string, string | undefined] => [p, SCREEN_ROUTES.find((r) => r.pattern.test(p))?.module],
  ),
];
console.log('page        JS gz KB  files');
let largest = 0;
for (const [page, module] of pages) {
  const files = new Set(everyPage);
  if (module) closure(module, files);
  const kb = [...files].filter((f) => f.endsWith('.js')).reduce((s, f) => s + gzBytes(f), 0) / 1024;
  largest = Math.max(largest, kb);
  console.log(`${page.padEnd(12)}${kb.toFixed(1).padStart(8)}  ${files.size}`);
}
console.log(`largest public page: ${largest.toFixed(1)} KB gzipped JS (goal <= 120)`);
