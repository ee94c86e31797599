import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../server';
import { preloadTags, SCREEN_ROUTES, screenFilesFromManifest } from './screen-preloads';

/** The lazily loaded screens of the web app's router: path and module, read from its source. */
function routerScreens(): { path: string; module: string }[] {
  const source = readFileSync(path.join(PROJECT_ROOT, 'src/web/app/routes.tsx'), 'utf8');
  const loaders = new Map(
    [...source.matchAll(/const (\w+) = \(\) => import\('\.\.\/(features\/[^']+)'\)/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );
  return [...source.matchAll(/path: '([^']+)',\s*element:\s*(?:lazyScreen\(\s*)?([^,]+),/g)]
    .map((m) => {
      const inline = /import\('\.\.\/(features\/[^']+)'\)/.exec(m[2]!)?.[1];
      const named = /(load\w+Screen)/.exec(m[2]!)?.[1];
      const module = inline ?? (named ? loaders.get(named) : undefined);
      return module ? { path: m[1]!, module: `src/web/${module}.tsx` } : undefined;
    })
    .filter((s): s is { path: string; module: string } => s !== undefined);
}

describe('screen preloads', () => {
  it("list every screen the router loads on demand, at the router's path", () => {
    const screens = routerScreens();
    expect(screens.length).toBeGreaterThanOrEqual(15);
    for (const screen of screens) {
      const example = screen.path
        .replace(':id', '0b6f3c2e-8d4a-4f1e-9c55-2a7d1e3b9f00')
        .replace(':token', 'abc');
      const route = SCREEN_ROUTES.find((r) => r.pattern.test(example));
      expect(route?.module, screen.path).toBe(screen.module);
    }
    expect(SCREEN_ROUTES.map((r) => r.module).sort()).toEqual(screens.map((s) => s.module).sort());
  });

  it("name the dashboard's lists for a signed-in person, and escape what they write", () => {
    const files = {
      'src/web/features/dashboard/dashboard-route.tsx': {
        scripts: ['/assets/a"b.js'],
        styles: [],
      },
    };
    const tags = preloadTags('/dashboard/', true, files);
    expect(tags).toContain('href="/assets/a&quot;b.js"');
    expect(tags).toContain('href="/api/meal-plans"');
    expect(tags).toContain('href="/api/shared-plans"');
    expect(preloadTags('/dashboard', false, files)).not.toContain('/api/meal-plans');
  });

  it("finds the dashboard's and the plan's code in the signed-in screens' file, which the manifest lists by its name", () => {
    // The shape of a real build's dist/.vite/manifest.json: the two screens share one file
    // (scripts/chunk-groups.ts), so neither is a key of its own.
    const files = screenFilesFromManifest({
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_react-2.js'],
      },
      '_react-2.js': { file: 'assets/react-2.js' },
      '_signed-in-screens-3.js': {
        file: 'assets/signed-in-screens-3.js',
        name: 'signed-in-screens',
        isDynamicEntry: true,
        imports: ['_react-2.js', '_shared-4.js'],
        css: ['assets/signed-in-screens-3.css'],
      },
      '_shared-4.js': { file: 'assets/shared-4.js' },
      'src/web/features/auth/login-page.tsx': {
        file: 'assets/login-page-5.js',
        isDynamicEntry: true,
        imports: ['_react-2.js'],
      },
    });
    const signedIn = {
      scripts: ['/assets/signed-in-screens-3.js', '/assets/shared-4.js'],
      styles: ['/assets/signed-in-screens-3.css'],
    };
    expect(files['src/web/features/dashboard/dashboard-route.tsx']).toEqual(signedIn);
    expect(files['src/web/features/meal-plan/meal-plan-route.tsx']).toEqual(signedIn);
    expect(files['src/web/features/auth/login-page.tsx']).toEqual({
      scripts: ['/assets/login-page-5.js'],
      styles: [],
    });
    expect(preloadTags('/dashboard', true, files)).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/signed-in-screens-3.js">',
    );
  });
});
