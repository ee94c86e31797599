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

const REACT = /\/node_modules\/(react|react-dom|react-router|scheduler)\//;

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
 * Rollup's manualChunks: the file a module goes in. Every module gets a name, because Rollup
 * moves the unnamed dependencies of a named file into it: the signed-in file would have taken
 * the first page's code with it. So the files are Rollup's own split, written out: one for
 * the first page load, and one for each set of lazily loaded modules that reach a module.
 */
export function chunkFor(id: string, getModuleInfo: GetModuleInfo): string | undefined {
  if (REACT.test(id)) return 'react';
  const reach = lazyRootsReaching(id, getModuleInfo);
  if (reach === 'entry') return 'index';
  const roots = [...reach].sort();
  if (roots.length === 0) return undefined;
  const signedIn = roots.some((root) => SIGNED_IN_ROOTS.some((pattern) => pattern.test(root)));
  const isPublic = roots.some((root) => PUBLIC_ROOTS.some((pattern) => pattern.test(root)));
  if (signedIn && !isPublic) return SIGNED_IN_SCREENS_CHUNK;
  if (roots.length === 1) return path.basename(roots[0]!).replace(/\.[^.]+$/, '');
  return `shared-${createHash('sha256').update(roots.join('\n')).digest('hex').slice(0, 8)}`;
}

/**
 * The lazily loaded modules (dynamic import targets) from which `id` is reached through static
 * imports, or 'entry' when the first page load already includes it.
 */
function lazyRootsReaching(id: string, getModuleInfo: GetModuleInfo): Set<string> | 'entry' {
  const roots = new Set<string>();
  const seen = new Set<string>([id]);
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.pop()!;
    const info = getModuleInfo(current);
    if (!info) continue;
    if (info.isEntry) return 'entry';
    if (info.dynamicImporters.length > 0) roots.add(current);
    for (const importer of importersUsing(current, getModuleInfo)) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return roots;
}

const LUCIDE_ICON = /\/node_modules\/lucide-react\/dist\/esm\/icons\/([^/]+)\.mjs$/;
const LUCIDE_BARRELS = /\/node_modules\/lucide-react\/dist\/esm\/(lucide-react|icons\/index)\.mjs$/;

/**
 * The modules importing `id`. An icon is imported by lucide-react's index, which every page
 * imports, so through the index it would count as part of the first load: for an icon, the
 * importers are the app's modules that import it by one of its names.
 */
function importersUsing(id: string, getModuleInfo: GetModuleInfo): readonly string[] {
  const info = getModuleInfo(id)!;
  const icon = LUCIDE_ICON.exec(id)?.[1];
  const barrel = info.importers.find((importer) => LUCIDE_BARRELS.test(importer));
  if (!icon || icon === 'index' || !barrel) return info.importers;
  const index = info.importers.find((importer) => importer.endsWith('/lucide-react.mjs'));
  const names = new Set(
    (index && getModuleInfo(index)?.exportedBindings?.[`./icons/${icon}.mjs`]) || [],
  );
  const users = index ? (getModuleInfo(index)?.importers ?? []) : [];
  return [
    ...info.importers.filter((importer) => !LUCIDE_BARRELS.test(importer)),
    ...users.filter((user) =>
      namesImported(getModuleInfo(user)?.ast, 'lucide-react').some((name) => names.has(name)),
    ),
  ];
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
