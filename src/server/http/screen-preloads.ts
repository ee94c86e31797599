/**
 * The page the server sends for a screen names what that screen will ask for (issue 14): its
 * code (`<link rel="modulepreload">`, from the build's Vite manifest)
 * and, for a person with a session, its data (`<link rel="preload" as="fetch">`). The browser
 * downloads them beside the first page's code instead of one round trip after another: the
 * plan screen waited for the session probe, then its code, then the plan, then the plan's
 * sharing, pantry and list state; on a phone network each wait is a round trip.
 *
 * The data URLs are the ones the screens' queries fetch (src/web/lib/*-api.ts); a preload the
 * screen does not use costs one request and a console warning, nothing else. The web app's
 * GET requests send no headers of their own, so the browser can hand them the preloaded answer.
 */

import { SIGNED_IN_SCREENS_CHUNK } from '../../../scripts/chunk-groups';

/** One screen of src/web/app/routes.tsx: its path, its module, and the data it loads first. */
export interface ScreenRoute {
  pattern: RegExp;
  /** The lazily loaded module, as Vite's manifest names it when it has a file of its own. */
  module: string;
  /**
   * The file the build puts this screen in with others (scripts/chunk-groups.ts): Vite's
   * manifest lists such a file by its name only, not by the screens in it.
   */
  group?: string;
  /** What the screen fetches as it opens, for a person with a session; path captures given. */
  data?: (captures: string[]) => string[];
}

const FEATURES = 'src/web/features';

export const SCREEN_ROUTES: ScreenRoute[] = [
  { pattern: /^\/features$/, module: `${FEATURES}/marketing/features-page.tsx` },
  { pattern: /^\/login$/, module: `${FEATURES}/auth/login-page.tsx` },
  { pattern: /^\/onboarding$/, module: `${FEATURES}/onboarding/onboarding-route.tsx` },
  { pattern: /^\/preferences$/, module: `${FEATURES}/onboarding/preferences-route.tsx` },
  {
    pattern: /^\/dashboard$/,
    module: `${FEATURES}/dashboard/dashboard-route.tsx`,
    group: SIGNED_IN_SCREENS_CHUNK,
    data: () => ['/api/meal-plans', '/api/shared-plans'],
  },
  { pattern: /^\/create-plan$/, module: `${FEATURES}/create-plan/create-plan-route.tsx` },
  {
    // Only an id as the server writes them: anything else is the screen's to report.
    pattern: /^\/meal-plan\/([0-9a-f-]{36})$/,
    module: `${FEATURES}/meal-plan/meal-plan-route.tsx`,
    group: SIGNED_IN_SCREENS_CHUNK,
    data: ([id]) => [
      `/api/meal-plans/${id}`,
      `/api/meal-plans/${id}/sharing`,
      `/api/meal-plans/${id}/list-state`,
      `/api/pantry/plans/${id}`,
    ],
  },
  { pattern: /^\/join\/[^/]+$/, module: `${FEATURES}/meal-plan/join-route.tsx` },
  { pattern: /^\/pantry$/, module: `${FEATURES}/pantry/pantry-route.tsx` },
  { pattern: /^\/settings$/, module: `${FEATURES}/settings/settings-route.tsx` },
  { pattern: /^\/recipes$/, module: `${FEATURES}/recipes/recipes-route.tsx` },
  { pattern: /^\/recipes\/[^/]+$/, module: `${FEATURES}/recipes/recipe-route.tsx` },
  { pattern: /^\/my-recipes$/, module: `${FEATURES}/my-recipes/my-recipes-route.tsx` },
  { pattern: /^\/my-recipes\/import$/, module: `${FEATURES}/my-recipes/import-recipe-route.tsx` },
  {
    pattern: /^\/my-recipes\/[^/]+\/edit$/,
    module: `${FEATURES}/my-recipes/import-recipe-route.tsx`,
  },
  { pattern: /^\/shared\/[^/]+$/, module: `${FEATURES}/meal-plan/shared-plan-route.tsx` },
  { pattern: /^\/contact$/, module: `${FEATURES}/support/contact-page.tsx` },
  { pattern: /^\/terms$/, module: `${FEATURES}/legal/terms-page.tsx` },
  { pattern: /^\/privacy$/, module: `${FEATURES}/legal/privacy-page.tsx` },
  { pattern: /^\/cookies$/, module: `${FEATURES}/legal/cookies-page.tsx` },
  { pattern: /^\/help$/, module: `${FEATURES}/support/help-page.tsx` },
];

/** Every page asks who is signed in (the navigation bar's session probe). */
const EVERY_PAGE_DATA = ['/api/me'];

/** What a screen needs beyond the first page's files, as paths on the server. */
export interface ScreenFileList {
  scripts: string[];
  styles: string[];
}

/** Keyed by the screen's module, as SCREEN_ROUTES names it. */
export type ScreenFiles = Record<string, ScreenFileList | undefined>;

/** One chunk of Vite's build manifest (dist/.vite/manifest.json, `build.manifest`). */
export interface ViteManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * Each screen's files from Vite's manifest: its chunk and every chunk it imports, less those
 * the first page already loads (issue 34: this replaced a build plugin of our own).
 */
export function screenFilesFromManifest(manifest: Record<string, ViteManifestChunk>): ScreenFiles {
  const closure = (key: string, keys = new Set<string>()): Set<string> => {
    if (keys.has(key) || !manifest[key]) return keys;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, keys);
    return keys;
  };
  const firstLoad = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, firstLoad);
  const screens: ScreenFiles = {};
  const groupKey = (name: string) =>
    Object.keys(manifest).find(
      (key) => manifest[key]!.isDynamicEntry && manifest[key]!.name === name,
    );
  for (const { module, group } of SCREEN_ROUTES) {
    const key = manifest[module] ? module : group ? groupKey(group) : undefined;
    if (!key) continue;
    const chunks = [...closure(key)].filter((key) => !firstLoad.has(key)).map((k) => manifest[k]!);
    screens[module] = {
      scripts: chunks.map((chunk) => `/${chunk.file}`),
      styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((css) => `/${css}`),
    };
  }
  return screens;
}

/** The `<link>` tags for a page at `pathname`; `signedIn` when the request carries a session. */
export function preloadTags(pathname: string, signedIn: boolean, files: ScreenFiles): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const route = SCREEN_ROUTES.map((r) => ({ r, match: r.pattern.exec(path) })).find((m) => m.match);
  const screen = route ? files[route.r.module] : undefined;
  const data = [
    ...EVERY_PAGE_DATA,
    ...(signedIn && route?.r.data ? route.r.data(route.match!.slice(1)) : []),
  ];
  return [
    // Vite adds a screen's stylesheet with `crossorigin`; a preload is used only if it matches.
    ...(screen?.styles ?? []).map(
      (href) => `<link rel="preload" as="style" crossorigin href="${attr(href)}">`,
    ),
    ...(screen?.scripts ?? []).map(
      (href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${attr(href)}">`,
    ),
    // `crossorigin` (anonymous) is the credentials mode of the app's same-origin fetch.
    ...data.map((href) => `<link rel="preload" as="fetch" crossorigin href="${attr(href)}">`),
  ].join('');
}

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
