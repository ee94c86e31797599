import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PROJECT_ROOT } from '../../src/server/server';
import { presetBrowser } from './support/preset-browser';

/**
 * Issue 34: an app left open learns that a new version is out. The suite's build is the first
 * version; this test builds a second (VITE_BUILD_LABEL=next, so every file that names it
 * changes), has the server serve it in place of the first, and checks that the open page shows
 * "A new version is ready: Reload" and runs the new build after Reload.
 */

const port = process.env.E2E_PORT ?? 'default';
const DIST = path.join(PROJECT_ROOT, 'dist');
const NEXT = path.join(PROJECT_ROOT, '.test-data', `dist-next-${port}`);
const FIRST = path.join(PROJECT_ROOT, '.test-data', `dist-first-${port}`);

function buildNextVersion(): void {
  rmSync(NEXT, { recursive: true, force: true });
  const built = spawnSync(
    path.join(PROJECT_ROOT, 'node_modules', '.bin', 'vite'),
    ['build', '--logLevel', 'error', '--outDir', NEXT, '--emptyOutDir'],
    { cwd: PROJECT_ROOT, env: { ...process.env, VITE_BUILD_LABEL: 'next' }, encoding: 'utf8' },
  );
  if (built.status !== 0) throw new Error(`second build failed:\n${built.stderr}`);
}

/** The server reads dist/ on each request: the second build is deployed by a rename. */
function deployNextVersion(): void {
  rmSync(FIRST, { recursive: true, force: true });
  renameSync(DIST, FIRST);
  renameSync(NEXT, DIST);
}

function restoreFirstVersion(): void {
  if (!existsSync(FIRST)) return;
  rmSync(DIST, { recursive: true, force: true });
  renameSync(FIRST, DIST);
}

async function entryScript(page: Page): Promise<string | null> {
  return page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
}

test('an open app shows "A new version is ready: Reload" and runs the new build after it', async ({
  page,
}) => {
  test.setTimeout(300_000);
  buildNextVersion();
  await presetBrowser(page, 'light');
  await page.goto('/features');
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
      timeout: 30_000,
    })
    .toBe(true);
  const firstEntry = await entryScript(page);
  await expect(page.locator('html')).not.toHaveAttribute('data-build');

  deployNextVersion();
  try {
    // The app looks for a new version when it comes back into view (and every hour).
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready:' });
    await expect(prompt).toBeVisible({ timeout: 60_000 });
    // Until the person chooses, the page keeps running its own build.
    await expect(page.locator('html')).not.toHaveAttribute('data-build');

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-build', 'next', { timeout: 30_000 });
    expect(await entryScript(page)).not.toBe(firstEntry);
    await expect(
      page.getByRole('status').filter({ hasText: 'A new version is ready:' }),
    ).toHaveCount(0);
  } finally {
    restoreFirstVersion();
  }
});
