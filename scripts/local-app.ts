/**
 * The real app for scripts that look at it from a browser (`npm run bench:web`,
 * `npm run screenshots`): the built web app and the server on a free port, with its own
 * embedded PostgreSQL data folder under .test-data/ (wiped at start), so they never touch a
 * developer's ./.data or another worktree's server. Sign-in goes through the development
 * issuer, as a person would.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { extendWithCapabilities } from '../src/server/capabilities';
import { loadConfig } from '../src/server/config';
import { PROJECT_ROOT, startServer } from '../src/server/server';
import { freePort } from '../src/server/test-support/free-port';

/** `vite build` into dist/, unless told to use the build that is there. */
export function buildWebApp(): void {
  console.log('Building the web app...');
  const built = spawnSync(
    path.join(PROJECT_ROOT, 'node_modules/.bin/vite'),
    ['build', '--logLevel', 'error'],
    { cwd: PROJECT_ROOT, stdio: 'inherit' },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** Starts the server on a free port with the data folder .test-data/<folder>. */
export async function startLocalApp(folder: string) {
  const dataDir = path.join('.test-data', folder);
  rmSync(path.join(PROJECT_ROOT, dataDir), { recursive: true, force: true });
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    DATABASE_URL: '',
    LOG_LEVEL: 'error',
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '10000',
    RATE_LIMIT_GENERATION_PER_MINUTE: '10000',
    RATE_LIMIT_SWAP_PER_MINUTE: '10000',
  });
  return startServer(config, { extend: extendWithCapabilities });
}

/** Tastes that every catalogue family can satisfy, so plans generate quickly. */
export const EVERYDAY_TASTES = {
  cuisinePreferences: ['italian', 'mexican', 'american'],
  breakfastPreferences: ['eggs', 'oatmeal', 'toast'],
  lunchPreferences: ['salad', 'sandwich', 'soup'],
  dinnerPreferences: ['chicken', 'pizza', 'tacos'],
};

/**
 * Signs a new person in through /login and the development issuer's page; the page ends on
 * /onboarding. `beforeSubmit` runs on the issuer's page (to photograph it, say).
 */
export async function signInNewPerson(
  page: Page,
  base: string,
  name: string,
  beforeSubmit?: () => Promise<void>,
): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Name').waitFor();
  await page.getByLabel('Name').fill(name);
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await page.getByLabel('Email').fill(`${slug}-${Date.now()}@example.com`);
  if (beforeSubmit) await beforeSubmit();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/onboarding$/);
}

/** Pro through the embedded billing provider's checkout page; `onCheckout` sees that page. */
export async function subscribeMonthly(
  page: Page,
  base: string,
  onCheckout?: () => Promise<void>,
): Promise<void> {
  const checkout = await page.request.post(`${base}/api/billing/checkout`, {
    headers: { origin: base },
    data: { interval: 'monthly' },
  });
  if (!checkout.ok()) throw new Error(`Checkout failed: ${await checkout.text()}`);
  await page.goto((await checkout.json()).url);
  if (onCheckout) await onCheckout();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.waitForURL(/\/settings/);
}

/** Creates a plan through the API and waits until it is completed; returns its id. */
export async function createCompletedPlan(
  page: Page,
  base: string,
  form: { duration: string; servingsPerMeal: string; budget: string },
): Promise<string> {
  const created = await page.request.post(`${base}/api/meal-plans`, {
    headers: { origin: base },
    data: { ...form, meals: ['breakfast', 'lunch', 'dinner'], store: 'walmart' },
  });
  if (created.status() !== 201) throw new Error(`Plan refused: ${await created.text()}`);
  const planId = (await created.json()).plan.id as string;
  for (let i = 0; i < 240; i++) {
    const { plan } = await (await page.request.get(`${base}/api/meal-plans/${planId}`)).json();
    if (plan.status === 'completed') return planId;
    if (plan.status === 'error') throw new Error(`The plan failed: ${plan.error}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The plan did not finish in 2 minutes');
}
