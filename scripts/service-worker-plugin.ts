/**
 * Emits dist/sw.js from src/web/pwa/service-worker.js with the build's id and the list of
 * files that make up the app shell (every built JS/CSS file, the manifest and the icons), so
 * the worker can cache the whole shell at install. Source maps are left out.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const TEMPLATE = path.resolve(import.meta.dirname, '../src/web/pwa/service-worker.js');
const PUBLIC_SHELL = ['/manifest.webmanifest', '/favicon.svg', '/theme-init.js'];

export function serviceWorkerPlugin(): Plugin {
  return {
    name: 'pantrypilot-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/') && !file.endsWith('.map'))
        .map((file) => `/${file}`)
        .sort();
      const publicDir = path.resolve(import.meta.dirname, '../public');
      const icons = readdirSync(path.join(publicDir, 'icons')).map((f) => `/icons/${f}`);
      const shell = [...PUBLIC_SHELL, ...icons, ...built];
      const buildId = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(TEMPLATE, 'utf8')
        .replace('__BUILD_ID__', buildId)
        .replace("'__SHELL_FILES__'", () => `'${JSON.stringify(shell)}'`);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
