/**
 * `npm run screenshots`: every screen of the app at 360, 390 and 1280 px, light and dark, for a
 * person to look at (issue 14). Not a test and not part of `npm test`.
 *
 * Builds the web app (skip with --skip-build), starts the real server on a free port with its
 * own data folder (scripts/local-app.ts), signs a new person in through the development issuer
 * for each theme, walks onboarding and the create-plan wizard, subscribes through the
 * embedded billing provider and creates a 7-day plan for 4, and photographs each screen at
 * each width into screenshots/<theme>/ (gitignored). Long pages are also cut into slices of
 * readable height.
 *
 * At every width it checks that nothing scrolls sideways (scrollWidth <= clientWidth) and
 * prints the elements that stick out; it exits 1 when any screen does.
 *
 *   npm run screenshots [-- --skip-build] [-- --only plan,settings] [-- --theme dark]
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PROJECT_ROOT } from '../src/server/server';
import { resolveChromium } from '../tests/e2e/support/browser';
import { drawEverything, untilDrawn } from '../tests/e2e/support/draw-everything';
import {
  buildWebApp,
  createCompletedPlan,
  signInNewPerson,
  startLocalApp,
  subscribeMonthly,
} from './local-app';

const args = process.argv.slice(2);
function option(name: string): string | null {
  const index = args.indexOf(name);
  return index >= 0 ? (args[index + 1] ?? null) : null;
}
const only = option('--only')?.split(',') ?? null;
const themes = (option('--theme')?.split(',') ?? ['light', 'dark']) as Theme[];
const OUT = path.join(PROJECT_ROOT, 'screenshots');
const WIDTHS = [360, 390, 1280] as const;
const HEIGHT = 800;

type Theme = 'light' | 'dark';
interface Offender {
  screen: string;
  width: number;
  scrollWidth: number;
  sticking: string[];
}
const offenders: Offender[] = [];

/** Waits for spinners and skeletons to go and for fonts and layout to settle. */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => !document.querySelector('.animate-spin, [aria-busy="true"]'),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(250);
}

/** The document's width against the viewport, and the visible elements past its right edge. */
async function sideways(page: Page): Promise<{ scrollWidth: number; sticking: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const scrollWidth = Math.max(root.scrollWidth, document.body.scrollWidth);
    const sticking: string[] = [];
    if (scrollWidth > root.clientWidth) {
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.right <= root.clientWidth + 0.5) continue;
        const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(
          el.getAttribute('class') ?? '',
        )
          .split(/\s+/)
          .slice(0, 4)
          .join('.')}`;
        sticking.push(
          `${name} right=${Math.round(box.right)} "${(el.textContent ?? '').trim().slice(0, 40)}"`,
        );
        if (sticking.length >= 8) break;
      }
    }
    return { scrollWidth, sticking };
  });
}

interface CaptureOptions {
  /** On a phone the plan page shows one section at a time (issue 29): the tab to show. */
  phoneTab?: string;
  /** Also photograph the first screen alone (what a phone shows as the page opens). */
  firstScreen?: boolean;
}

/** Photographs the screen as it is at each width (whole page, plus slices of long pages). */
async function capture(
  page: Page,
  theme: Theme,
  screen: string,
  options: CaptureOptions = {},
): Promise<void> {
  if (only && !only.some((o) => screen.includes(o))) return;
  const folder = path.join(OUT, theme);
  // Whole-page photographs and the sideways check need every part drawn (see drawEverything).
  await drawEverything(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    await page.waitForTimeout(150);
    if (options.phoneTab && width < 1024) {
      const tab = page.getByRole('tab', { name: options.phoneTab, exact: true });
      if ((await tab.count()) > 0) {
        await tab.click();
        await page.waitForTimeout(150);
      }
    }
    if (options.firstScreen) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(folder, `${screen}-${width}.first-screen.png`) });
    }
    const { scrollWidth, sticking } = await sideways(page);
    const clientWidth = await page.evaluate(() => document.documentElement.clientWidth);
    if (scrollWidth > clientWidth) {
      offenders.push({ screen: `${theme} ${screen}`, width, scrollWidth, sticking });
      console.log(`  ! ${screen} at ${width} px is ${scrollWidth} px wide`);
    }
    const file = path.join(folder, `${screen}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const slice = width < 600 ? 1200 : 1000;
    if (height > slice * 1.3) {
      for (let y = 0, part = 1; y < height; y += slice, part += 1) {
        await page.screenshot({
          path: file.replace(/\.png$/, `.part${part}.png`),
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(slice, height - y) },
        });
      }
    }
  }
  await page.setViewportSize({ width: 1280, height: HEIGHT });
  console.log(`  ${theme} ${screen}`);
}

async function go(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await settle(page);
}

/** Signed out: the public pages, the 404 page, the login page and its error, cookie settings. */
async function publicScreens(page: Page, base: string, theme: Theme): Promise<void> {
  const pages: [string, string][] = [
    ['01-home', '/'],
    ['02-features', '/features'],
    ['03-help', '/help'],
    ['04-contact', '/contact'],
    ['05-terms', '/terms'],
    ['06-privacy', '/privacy'],
    ['07-cookies', '/cookies'],
    ['08-not-found', '/no-such-page'],
    ['09-login', '/login'],
    ['10-login-error', '/login?error=oauth'],
  ];
  for (const [screen, url] of pages) {
    await go(page, `${base}${url}`);
    await capture(page, theme, screen);
  }
  await go(page, `${base}/contact`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await capture(page, theme, '11-contact-errors');
  await go(page, `${base}/cookies`);
  await page.getByRole('button', { name: 'Manage Cookie Settings' }).click();
  await capture(page, theme, '12-cookie-settings');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: HEIGHT });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await capture(page, theme, '13-phone-menu');
}

async function onboarding(page: Page, theme: Theme): Promise<void> {
  const option = (name: string) => page.getByRole('button', { name, exact: true });
  const next = page.getByRole('button', { name: 'Next Step' });
  await page.getByRole('heading', { name: 'Cuisine Preferences' }).waitFor();
  await settle(page);
  await capture(page, theme, '21-onboarding-cuisines-empty');
  for (const name of ['Italian', 'Mexican', 'American']) await option(name).click();
  await capture(page, theme, '22-onboarding-cuisines');
  await next.click();
  for (const [tab, picks] of [
    ['Breakfast', ['Eggs', 'Porridge', 'Toast']],
    ['Lunch', ['Salad', 'Sandwich', 'Soup']],
    ['Dinner', ['Chicken', 'Pizza', 'Tacos']],
  ] as const) {
    await page.getByRole('tab', { name: new RegExp(tab) }).click();
    for (const name of picks) await option(name).click();
  }
  await capture(page, theme, '23-onboarding-meals');
  await next.click();
  await page.getByRole('heading', { name: /Dietary Restrictions/ }).waitFor();
  await capture(page, theme, '24-onboarding-diets');
  await next.click();
  await page.getByRole('heading', { name: /Allergies/ }).waitFor();
  await option('Peanuts').click();
  const custom = page.getByLabel('Add an allergy that is not listed');
  await custom.fill('Very long custom allergy to a rare thing, to see the chip wrap');
  await custom.press('Enter');
  await capture(page, theme, '25-onboarding-allergies');
  await next.click();
  await page.getByRole('heading', { name: /Pantry/ }).waitFor();
  await page.getByRole('checkbox', { name: 'Ground cumin' }).check();
  await capture(page, theme, '26-onboarding-pantry');
  for (let i = 0; i < 2; i++) await next.click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.waitForURL(/\/dashboard$/);
  await settle(page);
  await capture(page, theme, '27-dashboard-empty');
}

async function createPlanWizard(page: Page, base: string, theme: Theme): Promise<void> {
  await go(page, `${base}/create-plan`);
  await capture(page, theme, '31-create-plan-pantry');
  await page.getByRole('button', { name: /^Yes, update my pantry/ }).click();
  await page.getByRole('dialog', { name: 'Update Your Pantry' }).waitFor();
  await settle(page);
  await capture(page, theme, '32-create-plan-pantry-modal');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: /^No, use my current pantry/ }).click();
  await capture(page, theme, '33-create-plan-meals');
  await page.getByRole('button', { name: 'Next' }).click();
  await capture(page, theme, '34-create-plan-store');
  await page.getByRole('button', { name: 'Next' }).click();
  await capture(page, theme, '35-create-plan-budget');
}

async function planScreens(page: Page, base: string, theme: Theme, planId: string) {
  await go(page, `${base}/dashboard`);
  await capture(page, theme, '41-dashboard-grid');
  await page.getByRole('button', { name: 'List view' }).click();
  await capture(page, theme, '42-dashboard-list');
  await page.getByRole('button', { name: 'Grid view' }).click();

  await go(page, `${base}/meal-plan/${planId}`);
  // Attached, not visible: on a phone the list waits behind its tab (issue 29).
  await page.getByTestId('shopping-total').waitFor({ state: 'attached' });
  await untilDrawn(page);
  await settle(page);
  // On a phone the page opens on the week: its first screen starts with day 1's meals.
  await capture(page, theme, '43-plan', { phoneTab: 'Meals', firstScreen: true });
  await capture(page, theme, '43b-plan-list-tab', { phoneTab: 'Shopping list' });
  await capture(page, theme, '43c-plan-pantry-tab', { phoneTab: 'Pantry & sharing' });
  await page.getByRole('button', { name: 'Swap dinner on day 1' }).click();
  await page.getByTestId('swap-options').waitFor({ timeout: 60_000 });
  await settle(page);
  await capture(page, theme, '44-plan-swap-chooser', { phoneTab: 'Meals' });
  await page.getByRole('tab', { name: 'Day 7' }).click();
  await capture(page, theme, '45-plan-day-7', { phoneTab: 'Meals' });
  await page.locator('#in-store-mode').click();
  await settle(page);
  await capture(page, theme, '46-plan-in-store-list', { phoneTab: 'Shopping list' });
  await page.locator('#in-store-mode').click();
  // Cook mode (issue 29), on its ingredients and on a step.
  await page.getByRole('tab', { name: 'Day 1' }).click();
  await page.getByRole('button', { name: 'Cook', exact: true }).first().click();
  await page.getByTestId('cook-mode').waitFor();
  await capture(page, theme, '47-plan-cook-mode-ingredients');
  await page.getByRole('button', { name: 'Start cooking' }).click();
  await capture(page, theme, '47b-plan-cook-mode-step');
  await page.getByRole('button', { name: 'Close cook mode' }).click();
  // The printed week and one printed recipe (issue 29), as the print stylesheet lays them out.
  await page.evaluate(() => {
    window.print = () => window.dispatchEvent(new Event('beforeprint'));
  });
  await page.getByRole('button', { name: 'Print the week' }).click();
  await page.emulateMedia({ media: 'print' });
  await capture(page, theme, '48-plan-print-week');
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: /^Print the dinner recipe of day 1$/ }).click();
  await page.emulateMedia({ media: 'print' });
  await capture(page, theme, '48b-plan-print-recipe');
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await page.emulateMedia({ media: 'screen' });

  await go(page, `${base}/pantry`);
  await capture(page, theme, '51-pantry');
  await recipeScreens(page, base, theme);
  await go(page, `${base}/settings`);
  await capture(page, theme, '52-settings-pro');
  await page.setViewportSize({ width: 1280, height: HEIGHT });
  await page
    .getByRole('button', { name: /Screens (light|dark)/ })
    .first()
    .click();
  await capture(page, theme, '53-user-menu');
  await page.keyboard.press('Escape');
  await go(page, `${base}/meal-plan/00000000-0000-4000-8000-000000000000`);
  await capture(page, theme, '54-plan-not-found');
  await go(page, `${base}/no-such-page`);
  await capture(page, theme, '55-not-found-signed-in');
}

/** Issue 30: add a recipe, its review (one line without a food), and My recipes. */
async function recipeScreens(page: Page, base: string, theme: Theme): Promise<void> {
  await go(page, `${base}/my-recipes/import`);
  await capture(page, theme, '56-recipes-import');
  await page.getByRole('radio', { name: 'Paste the page' }).click();
  await page
    .getByLabel('The page or the recipe text')
    .fill(
      'Lemon Garlic Pasta\nServes 4\nPrep time: 10 min\n\nIngredients\n1 lb spaghetti\nFor the sauce:\n' +
        '3 tbsp extra virgin olive oil\n4 cloves garlic, thinly sliced\nJuice of 1 lemon\n' +
        '1/2 cup grated parmesan (optional)\n1 tsp sumac-za’atar blend\nSalt and pepper to taste\n\n' +
        'Method\n1. Boil the pasta.\n2. Warm the garlic in the oil, add lemon juice.\n3. Toss and serve.',
    );
  await page.getByRole('button', { name: 'Read the recipe' }).click();
  await page.getByRole('heading', { name: 'Check your recipe' }).waitFor();
  await capture(page, theme, '57-recipes-review');
  await page.getByRole('button', { name: 'Save recipe' }).click();
  await page.waitForURL(/\/my-recipes$/);
  await page.getByRole('list', { name: 'My recipes' }).waitFor();
  await capture(page, theme, '58-my-recipes');
}

async function screensInTheme(browser: Browser, base: string, theme: Theme): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: HEIGHT },
    colorScheme: theme,
    reducedMotion: 'reduce',
  });
  // The cookie banner is answered (it has a screenshot of its own, 00-cookie-banner), and the
  // theme is the stored choice.
  await context.addInitScript((chosen) => {
    if (!window.localStorage.getItem('cookie-consent') && !location.search.includes('banner')) {
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
    }
    window.localStorage.setItem('theme', chosen);
  }, theme);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`  [${theme}] page error: ${error.message}`));
  try {
    await go(page, `${base}/?banner`);
    await capture(page, theme, '00-cookie-banner');
    await publicScreens(page, base, theme);

    await signInNewPerson(page, base, `Screens ${theme}`, () =>
      capture(page, theme, '14-dev-issuer-sign-in'),
    );
    await onboarding(page, theme);
    await createPlanWizard(page, base, theme);
    await subscribeMonthly(page, base, async () => {
      await settle(page);
      await capture(page, theme, '36-billing-checkout');
    });
    await settle(page);
    await capture(page, theme, '37-settings-after-checkout');
    const planId = await createCompletedPlan(page, base, {
      duration: '7',
      servingsPerMeal: '4',
      budget: '250',
    });
    await planScreens(page, base, theme, planId);
  } finally {
    await context.close();
  }
}

if (!args.includes('--skip-build')) buildWebApp();
// A theme's folder starts empty unless only some screens are taken again.
for (const theme of themes) {
  if (!only) rmSync(path.join(OUT, theme), { recursive: true, force: true });
  mkdirSync(path.join(OUT, theme), { recursive: true });
}
const server = await startLocalApp('screenshots');
const chromiumInfo = await resolveChromium();
const browser = await chromium.launch({
  executablePath: chromiumInfo.executablePath,
  args: chromiumInfo.args,
});
try {
  for (const theme of themes) await screensInTheme(browser, server.url, theme);
} finally {
  await browser.close();
  await server.stop();
}

console.log(`\nScreenshots in ${path.relative(process.cwd(), OUT)}/`);
if (offenders.length === 0) {
  console.log('Nothing scrolls sideways at 360, 390 or 1280 px.');
  process.exit(0);
}
console.log(`${offenders.length} screen(s) scroll sideways:`);
for (const o of offenders) {
  console.log(`- ${o.screen} at ${o.width} px: ${o.scrollWidth} px wide`);
  for (const s of o.sticking) console.log(`    ${s}`);
}
process.exit(1);
