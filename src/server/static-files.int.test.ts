/**
 * Static files: a missing recipe photo is a 404 (not the app page with a year-long cache),
 * and production serves no source maps.
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
  writeFileSync(path.join(root, 'dist', 'index.html'), '<!doctype html><title>app</title>');
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
});
