/**
 * How the build groups the web app's modules into files (vite.config.ts, issue 14).
 *
 * Rollup's default gives every module shared by two lazily loaded screens a file of its own:
 * the plan screen needed 30 scripts, each an icon or a helper of a few hundred bytes. On a
 * phone network a request costs a round trip, and a browser opens six connections to a host,
 * so those 30 requests took five round trips after the screen's own file; bytes cost far less
 * (10 KB is 50 ms at 1.6 Mbit/s). So:
 *
 * - React and the router go in their own file, cached across deploys.
 * - The two screens a signed-in person opens most, the dashboard and a meal plan, go in one
 *   file with every module only signed-in screens use: one request instead of 30.
 * - Everything a public page (or the chrome of every page) loads keeps Rollup's default, so a
 *   public page downloads nothing of the signed-in screens (the 120 KB goal of issue 14).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { GetModuleInfo } from 'rollup';
import type { Plugin } from 'vite';

const REACT = /\/node_modules\/(react|react-dom|react-router|scheduler)\//;
/** Rollup's helper for CommonJS modules, which React's files use: with React, or the two
 * files would import each other. */
const COMMONJS_HELPERS = /commonjsHelpers/;

/** Lazily loaded modules whose code belongs to the signed-in screens' file. */
const SIGNED_IN_ROOTS = [
  /\/src\/web\/features\/dashboard\/dashboard-route\.tsx$/,
  /\/src\/web\/features\/meal-plan\/meal-plan-route\.tsx$/,
  // Loaded ahead of those screens by lib/screen-prefetch.ts.
  /\/src\/web\/lib\/meal-plans-api\.ts$/,
  /\/src\/web\/lib\/plan-sharing-api\.ts$/,
];

/**
 * Lazily loaded modules a visitor who is not signed in can load: public pages and the dialogs
 * and menus of every page's chrome. A module any of them reaches stays out of the signed-in
 * file, or opening it would download the signed-in screens.
 */
const PUBLIC_ROOTS = [
  /\/src\/web\/features\/(marketing|auth|legal|support)\//,
  /\/src\/web\/components\/(cookie-settings-dialog|theme-menu)\.tsx$/,
];

export const SIGNED_IN_SCREENS_CHUNK = 'signed-in-screens';

/**
 * The grouping as a Vite plugin and Rollup's manualChunks: once every module is parsed
 * (buildEnd), each gets its file in one pass over the module graph; manualChunks reads it.
 */
export function chunkGroups(): {
  plugin: Plugin;
  manualChunks: (id: string) => string | undefined;
} {
  let files = new Map<string, string>();
  return {
    plugin: {
      name: 'pantrypilot-chunk-groups',
      apply: 'build',
      buildEnd() {
        files = assignChunks([...this.getModuleIds()], (id) => this.getModuleInfo(id));
      },
    },
    manualChunks: (id) => files.get(id),
  };
}

/**
 * The file each module goes in. Every module gets a name, because Rollup moves the unnamed
 * dependencies of a named file into it: the signed-in file would have taken the first page's
 * code with it. So the files are Rollup's own split, written out: one for the first page
 * load, and one for each set of lazily loaded modules that reach a module.
 */
export function assignChunks(ids: string[], getModuleInfo: GetModuleInfo): Map<string, string> {
  const reach = new Map<string, Set<string>>();
  const roots = ids.filter((id) => {
    const info = getModuleInfo(id);
    return info && (info.isEntry || info.dynamicImporters.length > 0);
  });
  for (const root of roots) {
    const label = getModuleInfo(root)!.isEntry ? 'entry' : root;
    const queue = [root];
    const seen = new Set(queue);
    while (queue.length > 0) {
      const current = queue.pop()!;
      if (!reach.has(current)) reach.set(current, new Set());
      reach.get(current)!.add(label);
      for (const next of importsUsed(current, getModuleInfo)) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
  }
  const files = new Map<string, string>();
  for (const id of ids) {
    const name = fileFor(id, reach.get(id));
    if (name) files.set(id, name);
  }
  return files;
}

function fileFor(id: string, reachedFrom: Set<string> | undefined): string | undefined {
  if (REACT.test(id) || COMMONJS_HELPERS.test(id)) return 'react';
  if (!reachedFrom || reachedFrom.size === 0) return undefined;
  if (reachedFrom.has('entry')) return 'index';
  const roots = [...reachedFrom].sort();
  const signedIn = roots.some((root) => SIGNED_IN_ROOTS.some((pattern) => pattern.test(root)));
  const isPublic = roots.some((root) => PUBLIC_ROOTS.some((pattern) => pattern.test(root)));
  if (signedIn && !isPublic) return SIGNED_IN_SCREENS_CHUNK;
  if (roots.length === 1) return path.basename(roots[0]!).replace(/\.[^.]+$/, '');
  return `shared-${createHash('sha256').update(roots.join('\n')).digest('hex').slice(0, 8)}`;
}

const LUCIDE_INDEX = /\/node_modules\/lucide-react\/dist\/esm\/lucide-react\.mjs$/;
const LUCIDE_ICONS_INDEX = /\/node_modules\/lucide-react\/dist\/esm\/icons\/index\.mjs$/;

/**
 * The modules `id` imports. lucide's index imports every icon, and every page imports the
 * index, so through it every icon would count as part of the first load: a module importing
 * from the index reaches the icons it names, and the index itself reaches none.
 */
function importsUsed(id: string, getModuleInfo: GetModuleInfo): string[] {
  const info = getModuleInfo(id);
  if (!info || LUCIDE_INDEX.test(id) || LUCIDE_ICONS_INDEX.test(id)) return [];
  const used: string[] = [];
  for (const imported of info.importedIds) {
    used.push(imported);
    if (!LUCIDE_INDEX.test(imported)) continue;
    const bindings = getModuleInfo(imported)?.exportedBindings ?? {};
    const names = new Set(namesImported(info.ast, 'lucide-react'));
    const folder = path.dirname(imported);
    for (const [source, exported] of Object.entries(bindings)) {
      if (source.startsWith('.') && (names.has('*') || exported.some((n) => names.has(n)))) {
        used.push(path.join(folder, source));
      }
    }
  }
  return used;
}

interface ImportNode {
  type: string;
  source?: { value?: unknown };
  specifiers?: { type: string; imported?: { name?: string } }[];
}

/** The names a module imports from `source` ('*' for a namespace import). */
function namesImported(ast: unknown, source: string): string[] {
  const body = (ast as { body?: ImportNode[] } | null)?.body ?? [];
  return body
    .filter((node) => node.type === 'ImportDeclaration' && node.source?.value === source)
    .flatMap((node) => node.specifiers ?? [])
    .map((specifier) =>
      specifier.type === 'ImportSpecifier' ? (specifier.imported?.name ?? '*') : '*',
    );
}
