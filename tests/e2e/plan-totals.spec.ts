import { expect, test, type Page } from '@playwright/test';
import { createPlan, signInOnboarded } from './support/plans';

/**
 * Issue 14, item 3: one total. The header's "Planned shopping", the list's "Total" and the
 * dashboard card come from the same numbers and change together when an item is removed or
 * a meal is swapped.
 */

function dollars(text: string | null): number {
  const match = /\$(\d+\.\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`No amount in "${text}"`);
  return Number(match[1]);
}

async function figures(page: Page) {
  const header = page.getByTestId('planned-shopping');
  const list = page.getByTestId('shopping-total');
  await expect(header).not.toContainText('Saving...');
  await expect(list).toBeVisible();
  return { header: dollars(await header.textContent()), list: dollars(await list.textContent()) };
}

test('header, list and dashboard show one total through a removal and a swap', async ({ page }) => {
  test.setTimeout(120_000);
  await signInOnboarded(page, 'totals');
  const plan = await createPlan(page, { duration: '1', servingsPerMeal: '2', budget: '60' });
  expect(plan.status).toBe('completed');

  await page.goto(`/meal-plan/${plan.id}`);
  const start = await figures(page);
  expect(start.header).toBe(start.list);
  // Every item is drawn: the first screen's worth at once, the rest a few rows a task.
  const count = Number(
    /\((\d+) items?\)/.exec((await page.getByTestId('shopping-total').textContent())!)?.[1],
  );
  expect(count).toBeGreaterThan(8);
  await expect(
    page.locator('ul[aria-label="Items to buy"]:not([aria-busy="true"]) > li'),
  ).toHaveCount(count);

  // The calendar's meal times are fields of their own, built when their section opens.
  const calendar = page.getByRole('link', { name: 'Add meals to calendar' });
  await expect(page.getByLabel('Dinner', { exact: true })).toHaveCount(0);
  await page.getByText('Meal times for the calendar').click();
  await page.getByLabel('Dinner', { exact: true }).fill('19:15');
  await expect(calendar).toHaveAttribute('href', /dinner=19%3A15/);

  const first = page.locator('ul[aria-label="Items to buy"] > li').first();
  const line = dollars(await first.locator('p.shrink-0').textContent());
  await first.getByTitle('Remove from shopping list').click();
  await expect(page.getByText('Shopping list updated')).toBeVisible();
  const afterRemove = await figures(page);
  expect(afterRemove.list).toBeCloseTo(start.list - line, 2);
  expect(afterRemove.header).toBe(afterRemove.list);

  // Swap offers alternatives; choosing one replaces the meal.
  await page.getByRole('button', { name: 'Swap dinner on day 1' }).click();
  const options = page.getByTestId('swap-options');
  await expect(options).toBeVisible({ timeout: 30_000 });
  await options
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect(page.getByText('Meal swapped')).toBeVisible({ timeout: 30_000 });
  const afterSwap = await figures(page);
  expect(afterSwap.header).toBe(afterSwap.list);

  // The print sheet is built when the browser prepares to print (the Print button and the
  // browser's own menu both fire beforeprint), with the same total, and dropped afterwards.
  const sheet = page.locator('body > .print-area');
  await expect(sheet).toHaveCount(0);
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await expect(sheet).toContainText(`Total: $${afterSwap.list.toFixed(2)}`);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(sheet).toHaveCount(0);

  // The dashboard card's list figure is the same number as the plan page's.
  await page.goto('/dashboard');
  const card = page.locator(`article[data-plan-id="${plan.id}"]`);
  await expect(card).toContainText(`$${afterSwap.list.toFixed(2)} list`);
});
