/**
 * Static files: a missing recipe photo is a 404 (not the app page with a year-long cache),
 * production serves no source maps, and a screen's page names the files and data it will
 * ask for (http/screen-preloads.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import { loadConfig } from './config';
import { createTestDatabase } from './test-support/test-database';

let root: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'pantrypilot-static-'));
  mkdirSync(path.join(root, 'dist', 'assets'), { recursive: true });
  mkdirSync(path.join(root, 'data', 'images'), { recursive: true });
  writeFileSync(
    path.join(root, 'dist', 'index.html'),
    '<!doctype html><html><head><title>app</title></head><body></body></html>',
  );
  // Vite's build manifest: the entry, and the plan screen with a chunk of its own.
  mkdirSync(path.join(root, 'dist', '.vite'));
  writeFileSync(
    path.join(root, 'dist', '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      'src/web/features/meal-plan/meal-plan-route.tsx': {
        file: 'assets/screens.js',
        imports: ['_react.js'],
        css: ['assets/screens.css'],
      },
    }),
  );
  writeFileSync(path.join(root, 'dist', 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'dist', 'assets', 'app.js.map'), '{"sources":["secret.ts"]}');
  writeFileSync(path.join(root, 'data', 'images', 'soup.webp'), 'RIFF');
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
  rmSync(root, { recursive: true, force: true });
});

function appFor(isProduction: boolean) {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, LOG_LEVEL: 'silent' }),
    isProduction,
  };
  const { auth, provider } = createAuth(config, database.db);
  const cwd = process.cwd();
  process.chdir(root); // serveStatic takes roots relative to the working directory
  try {
    return createApp({
      config,
      db: database.db,
      auth,
      signInProvider: provider,
      webDist: path.join(root, 'dist'),
    });
  } finally {
    process.chdir(cwd);
  }
}

describe('static files', () => {
  it('answers 404 for a missing recipe photo, without a long cache', async () => {
    const app = appFor(false);
    const cwd = process.cwd();
    process.chdir(root);
    try {
      const found = await app.request('/recipe-images/soup.webp');
      expect(found.status).toBe(200);
      expect(found.headers.get('cache-control')).toContain('immutable');
      const missing = await app.request('/recipe-images/no-such-dish.webp');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control')).not.toContain('immutable');
      expect(await missing.text()).not.toContain('<title>');
    } finally {
      process.chdir(cwd);
    }
  });

  it('serves no source maps in production', async () => {
    const cwd = process.cwd();
    process.chdir(root);
    try {
      expect((await appFor(false).request('/assets/app.js.map')).status).toBe(200);
      const prod = appFor(true);
      expect((await prod.request('/assets/app.js.map')).status).toBe(404);
      expect((await prod.request('/assets/app.js')).status).toBe(200);
    } finally {
      process.chdir(cwd);
    }
  });

  it("names a screen's code, and its data only for a request with a session", async () => {
    const app = appFor(false);
    const id = '0b6f3c2e-8d4a-4f1e-9c55-2a7d1e3b9f00';
    const signedOut = await (await app.request(`/meal-plan/${id}`)).text();
    expect(signedOut).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/screens.js">',
    );
    expect(signedOut).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/screens.css">',
    );
    // What the first page loads already (the entry's imports) is not named again.
    expect(signedOut).not.toContain('/assets/react.js');
    expect(signedOut).toContain('<link rel="preload" as="fetch" crossorigin href="/api/me">');
    expect(signedOut).not.toContain(`/api/meal-plans/${id}`);
    expect(signedOut.indexOf('/api/me')).toBeLessThan(signedOut.indexOf('</head>'));

    const cookie = 'better-auth.session_token=abc.def';
    const signedIn = await (await app.request(`/meal-plan/${id}/`, { headers: { cookie } })).text();
    for (const data of ['', '/sharing', '/list-state']) {
      expect(signedIn).toContain(`as="fetch" crossorigin href="/api/meal-plans/${id}${data}"`);
    }
    expect(signedIn).toContain(`href="/api/pantry/plans/${id}"`);

    // Anything but an id as the server writes them names no data.
    const odd = await (
      await app.request('/meal-plan/%22%3E%3Cscript%3E', { headers: { cookie } })
    ).text();
    expect(odd).not.toContain('/api/meal-plans/');
    expect(odd).not.toContain('<script>');
    // A page the build has no list for still works, with the session probe only.
    const cwd = process.cwd();
    process.chdir(root);
    try {
      const notFound = await (await app.request('/no-such-page', { headers: { cookie } })).text();
      expect(notFound).not.toContain('modulepreload');
      expect(notFound).toContain('href="/api/me"');
    } finally {
      process.chdir(cwd);
    }
  });
});
