/**
 * Screenshots of the web app for a visual check: phone and desktop, light and dark.
 * Not a test; nothing is committed. Build and serve the app first:
 *   npx vite build && npx vite preview --port 4173
 *   npx tsx scripts/screenshots.ts [--base http://localhost:4173] [--out /tmp/shots]
 *     [--signed-in] [--banner] [--only /features,/help]
 * --states captures open menus and dialogs instead of whole pages.
 * --signed-in answers GET /api/me with a demo person so the signed-in chrome shows without
 * a server; --banner leaves the cookie banner up (otherwise a choice is pre-stored).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';

const args = process.argv.slice(2);
function option(name: string, fallback: string): string {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? (args[index + 1] as string) : fallback;
}
const base = option('--base', 'http://localhost:4173');
const out = option('--out', '/tmp/shots');
const signedIn = args.includes('--signed-in');
const banner = args.includes('--banner');
const only = option('--only', '');
const states = args.includes('--states');

const PUBLIC_PAGES = [
  '/',
  '/features',
  '/login',
  '/help',
  '/contact',
  '/terms',
  '/privacy',
  '/cookies',
  '/no-such-page',
];
const SIGNED_IN_PAGES = ['/dashboard', '/settings', '/help'];
const pages = only ? only.split(',') : signedIn ? SIGNED_IN_PAGES : PUBLIC_PAGES;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

const DEMO_SESSION = {
  user: { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace', image: null },
  subscription: { status: 'free', priceId: null, updatedAt: '2026-11-22T00:00:00.000Z' },
  onboardingCompleted: true,
  planCount: 1,
};

async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.animate-spin'), undefined, {
    timeout: 10_000,
  });
  await page.waitForTimeout(300);
}

/** Open menus and dialogs, one screenshot each (viewport only, where they appear). */
async function captureStates(page: Page, suffix: string, phone: boolean): Promise<void> {
  const shot = async (name: string) => {
    const file = join(out, `state-${signedIn ? 'in-' : ''}${name}-${suffix}.png`);
    await page.screenshot({ path: file });
    console.log(file);
  };
  await page.goto(new URL(signedIn ? '/dashboard' : '/cookies', base).toString(), {
    waitUntil: 'networkidle',
  });
  await settle(page);
  await page.getByRole('button', { name: /^Theme:/ }).click();
  await shot('theme-menu');
  await page.keyboard.press('Escape');
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await shot('mobile-menu');
    await page.getByRole('button', { name: 'Close menu' }).click();
  }
  if (signedIn) {
    if (!phone) {
      await page.getByRole('button', { name: /Ada Lovelace/ }).click();
      await shot('user-menu');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Upgrade' }).first().click();
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Upgrade' }).first().click();
    }
    await shot('upgrade-dialog');
    await page.keyboard.press('Escape');
  } else {
    await page.goto(new URL('/login?error=oauth', base).toString(), { waitUntil: 'networkidle' });
    await settle(page);
    await shot('error-toast');
    await page.goto(new URL('/cookies', base).toString(), { waitUntil: 'networkidle' });
    await settle(page);
    await page.getByRole('button', { name: 'Manage Cookie Settings' }).click();
    await shot('cookie-settings');
    await page.keyboard.press('Escape');
    await page.goto(new URL('/contact', base).toString(), { waitUntil: 'networkidle' });
    await settle(page);
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Submit' }).click();
    await shot('contact-errors');
    await page.keyboard.press('Tab');
    await shot('focus-ring');
  }
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const viewport of VIEWPORTS) {
    for (const scheme of SCHEMES) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        colorScheme: scheme,
        reducedMotion: 'reduce',
      });
      if (!banner) {
        await context.addInitScript(() => {
          window.localStorage.setItem(
            'cookie-consent',
            JSON.stringify({
              necessary: true,
              analytics: false,
              marketing: false,
              preferences: false,
              updatedAt: '2026-11-22T00:00:00.000Z',
            }),
          );
        });
      }
      if (signedIn) {
        await context.route('**/api/me', (route) => route.fulfill({ json: DEMO_SESSION }));
      }
      const page = await context.newPage();
      page.on('pageerror', (error) =>
        console.error(`[${viewport.name}/${scheme}] page error:`, error.message),
      );
      if (states) {
        await captureStates(page, `${viewport.name}-${scheme}`, viewport.width < 768);
        await context.close();
        continue;
      }
      for (const path of pages) {
        const url = new URL(path, base).toString();
        // The preview server occasionally drops a navigation; one retry is enough.
        await page
          .goto(url, { waitUntil: 'networkidle' })
          .catch(() => page.goto(url, { waitUntil: 'networkidle' }));
        await settle(page);
        const slug = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
        const file = join(out, `${signedIn ? 'in-' : ''}${slug}-${viewport.name}-${scheme}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
        // Long pages are also cut into readable slices: a 5000 px phone page shrinks to a
        // blur when viewed whole.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const slice = viewport.width < 600 ? 1400 : 1600;
        if (height > slice * 1.3) {
          for (let y = 0, part = 1; y < height; y += slice, part += 1) {
            const clip = { x: 0, y, width: viewport.width, height: Math.min(slice, height - y) };
            await page.screenshot({
              path: file.replace(/\.png$/, `.part${part}.png`),
              fullPage: true,
              clip,
            });
          }
        }
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
