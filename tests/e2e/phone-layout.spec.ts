import { expect, test, type Page } from '@playwright/test';
import { presetBrowser } from './support/preset-browser';
import { untilDrawn } from './support/draw-everything';
import {
  createPlan,
  expectNoSidewaysScroll,
  sameOrigin,
  signInOnboarded,
  subscribe,
} from './support/plans';

/**
 * Issue 14, item 1: nothing on any screen scrolls sideways on a phone. Every screen, signed
 * out and signed in, with a 1-day and a 7-day plan, at 360 and 390 px.
 */

const PHONES = [360, 390] as const;
const PUBLIC = ['/', '/features', '/login', '/help', '/contact', '/terms', '/privacy', '/cookies'];

test.describe.configure({ timeout: 180_000 });

async function atEachPhoneWidth(page: Page, what: string, check?: () => Promise<void>) {
  for (const width of PHONES) {
    await page.setViewportSize({ width, height: 800 });
    // Layout settles a frame after a resize.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    if (check) await check();
    await expectNoSidewaysScroll(page, `${what} at ${width} px`);
  }
}

async function visit(page: Page, path: string, ready: () => Promise<void>) {
  await page.goto(path);
  await ready();
  await atEachPhoneWidth(page, path);
}

test('public screens fit a phone', async ({ page }) => {
  await presetBrowser(page, 'light');
  for (const path of PUBLIC) {
    await visit(page, path, () => expect(page.locator('h1').first()).toBeVisible());
  }
  await visit(page, '/no-such-page', () => expect(page.locator('h1').first()).toBeVisible());

  // The yearly option's "Save $X" badge stays on one line: the option is no taller than Monthly.
  await page.goto('/features');
  const period = page.getByRole('radiogroup', { name: 'Billing period' });
  await atEachPhoneWidth(page, '/features billing period', async () => {
    const monthly = await period.getByRole('radio', { name: 'Monthly' }).boundingBox();
    const yearly = await period.getByRole('radio', { name: /Yearly/ }).boundingBox();
    expect(yearly!.height).toBeLessThanOrEqual(monthly!.height);
  });
});

test('signed-in screens and 1- and 7-day plans fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const person = await signInOnboarded(page, 'phone', 'dark');

  // The preference wizard with a long custom allergy chip.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Edit Allergies' }).click();
  await expect(page.getByRole('heading', { name: /^Allergies/ })).toBeVisible();
  const custom = page.getByLabel('Add an allergy that is not listed');
  await custom.fill('x'.repeat(60));
  await custom.press('Enter');
  await atEachPhoneWidth(page, 'allergies step with a 60-character allergy');

  await visit(page, '/dashboard', () =>
    expect(page.getByRole('heading', { name: `Welcome, ${person.name}!` })).toBeVisible(),
  );
  await page.goto('/create-plan');
  await expect(page.getByRole('heading', { name: 'Create Your Meal Plan' })).toBeVisible();
  await atEachPhoneWidth(page, 'create-plan pantry step');
  await page.getByRole('button', { name: /^Yes, update my pantry/ }).click();
  const pantry = page.getByRole('dialog', { name: 'Update Your Pantry' });
  await expect(pantry).toBeVisible();
  await atEachPhoneWidth(page, 'pantry modal', async () => {
    // Every tab of the modal is on screen, none cut off by its edge.
    const box = (await pantry.boundingBox())!;
    for (const tab of await pantry.getByRole('tab').all()) {
      const t = (await tab.boundingBox())!;
      expect(t.x).toBeGreaterThanOrEqual(box.x);
      expect(t.x + t.width).toBeLessThanOrEqual(box.x + box.width);
    }
  });
  await pantry.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: /^No, use my current pantry/ }).click();
  await atEachPhoneWidth(page, 'meal step');
  await page.getByRole('button', { name: 'Next' }).click();
  await atEachPhoneWidth(page, 'store step');
  await page.getByRole('button', { name: 'Next' }).click();
  await atEachPhoneWidth(page, 'budget step');

  await subscribe(page);
  await atEachPhoneWidth(page, 'settings as Pro');
  const oneDay = await createPlan(page, { duration: '1', servingsPerMeal: '2', budget: '40' });
  const week = await createPlan(page, { duration: '7', servingsPerMeal: '2', budget: '150' });
  expect(oneDay.status).toBe('completed');
  expect(week.status).toBe('completed');

  await visit(page, '/dashboard', () =>
    expect(page.locator('article[data-status="completed"]')).toHaveCount(2),
  );
  await page.getByRole('button', { name: 'List view' }).click();
  await atEachPhoneWidth(page, 'dashboard list view');
  await page.getByRole('button', { name: 'Grid view' }).click();

  for (const plan of [oneDay, week]) {
    await visit(page, `/meal-plan/${plan.id}`, async () => {
      // Meals first on a phone (issue 29): the week, with the list one tap away.
      await expect(page.getByRole('tab', { name: 'Meals', selected: true })).toBeVisible();
      await untilDrawn(page);
      await page.getByRole('tab', { name: 'Shopping list' }).click();
      await expect(page.getByTestId('shopping-total')).toBeVisible();
    });
    // The list's prices and remove buttons are inside the screen, not cut off.
    await atEachPhoneWidth(page, `plan ${plan.id} list`, async () => {
      const width = page.viewportSize()!.width;
      for (const el of await page
        .locator('ul[aria-label="Items to buy"] button, [data-testid="shopping-total"]')
        .all()) {
        const b = (await el.boundingBox())!;
        expect(b.x + b.width).toBeLessThanOrEqual(width);
      }
    });
  }
  await page.getByRole('tab', { name: 'Meals' }).click();
  // Every day tab of the week is reachable on screen.
  const tabs = page.getByRole('tab', { name: /^Day \d$/ });
  await expect(tabs).toHaveCount(7);
  await atEachPhoneWidth(page, '7-day tabs', async () => {
    const width = page.viewportSize()!.width;
    for (const tab of await tabs.all()) {
      const b = (await tab.boundingBox())!;
      expect(b.x + b.width).toBeLessThanOrEqual(width);
    }
  });
  await page.getByRole('tab', { name: 'Day 7' }).click();
  await atEachPhoneWidth(page, 'day 7');

  const removed = await page.request.delete(`/api/meal-plans/${oneDay.id}`, {
    headers: sameOrigin(page),
  });
  expect(removed.status()).toBe(200);
  await visit(page, '/help', () => expect(page.locator('h1').first()).toBeVisible());
});
