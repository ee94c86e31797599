import { expect, test, type Page } from '@playwright/test';
import { signInOnboarded, subscribe } from './support/plans';

/**
 * Issue 16 end to end: the Budget step quotes the cheapest plan for the choices; a plan made
 * at that budget is marked bought, its leftovers fill the pantry, and the next plan uses them
 * (it says so, and the quote for the same choices falls).
 */

function dollars(text: string | null): number {
  const match = /\$(\d+\.\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`No amount in "${text}"`);
  return Number(match[1]);
}

/** Through the wizard to its Budget step, for 1 day x 2 servings, three meals, Walmart. */
async function toBudgetStep(page: Page) {
  await page.goto('/create-plan');
  await page.getByRole('button', { name: /^No, use my current pantry/ }).click();
  await expect(page.locator('#wizard-step-title')).toContainText('Meal Selection');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Where would you like to shop?')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('#wizard-step-title')).toContainText('Budget');
  await page.getByLabel('Plan duration').selectOption('1');
  await page.getByLabel('Servings per meal').selectOption('2');
  // Strict: the budget is a rule, so a plan at the quoted budget shows the quote holds.
  await page.getByRole('radio', { name: /^Strict/ }).click();
}

/**
 * The quote once it has settled on the current choices. Since issue 29 it is not shown as a
 * second figure: it raises the one minimum, and the line carries it as data.
 */
async function settledQuote(page: Page): Promise<number> {
  const quote = page.getByTestId('plan-quote');
  await expect(quote).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await expect(quote).toHaveAttribute('data-cheapest-cents', /^\d+$/);
  return Number(await quote.getAttribute('data-cheapest-cents')) / 100;
}

test('bought plan fills the pantry and the next plan uses it', async ({ page }) => {
  test.setTimeout(180_000);
  await signInOnboarded(page, 'pantry');
  await subscribe(page);

  await toBudgetStep(page);
  // One minimum (issue 29): the spec's rule ($13) or the cheapest plan, whichever is larger.
  const first = await settledQuote(page);
  const minimum = Math.max(13, first);
  await expect(
    page.getByText(
      `we recommend a minimum budget of $${Number.isInteger(minimum) ? minimum : minimum.toFixed(2)}`,
    ),
  ).toBeVisible();
  // The quote follows the choices: a second person costs more.
  await page.getByLabel('Servings per meal').selectOption('3');
  await expect.poll(() => settledQuote(page), { timeout: 20_000 }).toBeGreaterThan(first);
  await page.getByLabel('Servings per meal').selectOption('2');
  await expect.poll(() => settledQuote(page), { timeout: 20_000 }).toBe(first);

  // A budget of exactly the quote makes a plan.
  await page.getByLabel('Total budget (USD)').fill(first.toFixed(2));
  await page.getByRole('button', { name: 'Create Plan' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.locator('article[data-plan-id]').first();
  await expect(card).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  await page.goto(`/meal-plan/${await card.getAttribute('data-plan-id')}`);

  // "I bought this": the leftovers go into the pantry.
  const panel = page.getByTestId('plan-pantry');
  await expect(panel.getByTestId('leftover-value')).toContainText('Left over after cooking:');
  const leftoverCount = Number(
    /(\d+) foods? worth/.exec((await panel.getByTestId('leftover-value').textContent()) ?? '')![1],
  );
  expect(leftoverCount).toBeGreaterThan(0);
  await panel.getByRole('button', { name: 'I bought this' }).click();
  await panel.getByRole('button', { name: 'Put leftovers in my pantry' }).click();
  await expect(page.getByText('Leftovers added to your pantry')).toBeVisible();
  await expect(panel.getByRole('status')).toContainText('of leftovers went into your pantry');

  await panel.getByRole('link', { name: 'pantry' }).click();
  await expect(page).toHaveURL(/\/pantry$/);
  const foods = page.getByRole('list', { name: 'Pantry foods' }).locator(':scope > li');
  await expect(foods).toHaveCount(leftoverCount);

  // The next plan, same choices: the quote counts the pantry, and the plan uses it.
  await toBudgetStep(page);
  const second = await settledQuote(page);
  expect(second).toBeLessThan(first);
  await page.getByLabel('Total budget (USD)').fill(first.toFixed(2));
  await page.getByRole('button', { name: 'Create Plan' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const next = page.locator('article[data-plan-id]').first();
  await expect(next).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  await page.goto(`/meal-plan/${await next.getAttribute('data-plan-id')}`);
  const used = page.getByTestId('pantry-used');
  await expect(used).toContainText('Uses from your pantry:');
  expect(dollars(await used.textContent())).toBeGreaterThan(0);
  await expect(used.locator('li').first()).toBeVisible();
  // What the pantry covers is not bought again: the list costs less than the first plan's.
  expect(dollars(await page.getByTestId('shopping-total').textContent())).toBeLessThan(first);
});
