import { expect, test, type Page } from '@playwright/test';
import { ownPriceMark } from '../../src/shared/own-prices';
import { drawEverything } from './support/draw-everything';
import { createPlan, sameOrigin, signInOnboarded, subscribe } from './support/plans';

/**
 * Issue 31 end to end: a ZIP code in the West names the region on the plan and changes what
 * the plan costs; a price a person says they paid is used by their next plan and marked.
 */

interface Item {
  name: string;
  price: number;
  active: number;
  productId?: string;
  priceSource?: string;
  ownPriceSetOn?: string;
}

async function planOf(page: Page, id: string) {
  const detail = await (await page.request.get(`/api/meal-plans/${id}`)).json();
  return detail.plan.generatedPlan as {
    priceNote: string;
    totals: { costCents: number };
    shopping_list: { items: Record<string, Item> };
  };
}

const FORM = { duration: '3', servingsPerMeal: '2', budget: '250' };
const QUOTE = {
  meals: ['Breakfast', 'Lunch', 'Dinner'],
  store: 'Walmart',
  budgetPreference: 'balanced',
  duration: '3',
  servingsPerMeal: '2',
  pantryItems: { spices: [], baking: [], condiments: [] },
};

async function quote(page: Page): Promise<number> {
  const res = await page.request.post('/api/meal-plans/quote', {
    data: QUOTE,
    headers: sameOrigin(page),
  });
  expect(res.status()).toBe(200);
  return (await res.json()).cheapestCents as number;
}

test('a West ZIP adjusts and names the prices; your own price is used and marked', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInOnboarded(page, 'prices');
  await subscribe(page);

  // No ZIP: U.S. averages, dated.
  const usQuote = await quote(page);
  const first = await createPlan(page, FORM);
  expect(first.status).toBe('completed');
  expect((await planOf(page, first.id)).priceNote).toMatch(
    /^U\.S\. average prices as of May 2026 \(BLS\)/,
  );

  // A ZIP code in the West (San Francisco) through Settings.
  await page.goto('/settings');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('94103');
  await page.getByRole('button', { name: 'Save store' }).click();
  await expect(page.getByTestId('saved-store')).toContainText('ZIP 94103');

  // The same choices cost more in the West, and the next plan says where it is priced for.
  const westQuote = await quote(page);
  expect(westQuote).toBeGreaterThan(usQuote);
  const west = await createPlan(page, FORM);
  expect(west.status).toBe('completed');
  await page.goto(`/meal-plan/${west.id}`);
  await expect(page.getByTestId('price-note')).toContainText(
    'Prices adjusted for the West from U.S. average prices as of May 2026 (BLS)',
  );
  await expect(page.getByTestId('shopping-total')).toBeVisible();
  const westPlan = await planOf(page, west.id);

  // "I paid ...": a bad amount is refused with a clear message, then a real one is saved.
  await drawEverything(page);
  const row = page.locator('ul[aria-label="Items to buy"] > li').first();
  const key = await row.getAttribute('data-item-key');
  const item = westPlan.shopping_list.items[key!]!;
  await row.getByRole('button', { name: `Set what you paid for ${item.name}` }).click();
  const input = row.getByLabel('I paid ($ per package)');
  await input.fill('four dollars');
  await row.getByRole('button', { name: 'Save my price' }).click();
  await expect(row.getByRole('alert')).toHaveText(
    'Enter what you paid in dollars and cents, like 4.29.',
  );
  const paid = Math.max(0.01, Math.round(item.price * 80) / 100).toFixed(2);
  await input.fill(paid);
  await row.getByRole('button', { name: 'Save my price' }).click();
  await expect(
    page.getByText(`your next plans use $${paid} for ${item.name}`, { exact: false }),
  ).toBeVisible();

  // The rest of the list at 80% too, through the API, so the next plan surely meets some.
  const mine = new Map<string, number>([[item.productId!, Math.round(Number(paid) * 100)]]);
  for (const other of Object.values(westPlan.shopping_list.items)) {
    if (!other.productId || mine.has(other.productId)) continue;
    const cents = Math.max(1, Math.round(other.price * 80));
    const res = await page.request.put(`/api/prices/own/${other.productId}`, {
      data: { price: (cents / 100).toFixed(2) },
      headers: sameOrigin(page),
    });
    expect(res.status()).toBe(200);
    mine.set(other.productId, cents);
  }

  // The next plan uses those prices, marks them on the list and counts them.
  const next = await createPlan(page, FORM);
  expect(next.status).toBe('completed');
  const nextPlan = await planOf(page, next.id);
  const own = Object.values(nextPlan.shopping_list.items).filter((i) => i.priceSource === 'own');
  expect(own.length).toBeGreaterThan(0);
  for (const i of own) expect(Math.round(i.price * 100)).toBe(mine.get(i.productId!));
  expect(nextPlan.priceNote).toContain(
    own.length === 1 ? '1 is your own price' : `${own.length} are your own prices`,
  );
  await page.goto(`/meal-plan/${next.id}`);
  await drawEverything(page);
  const mark = ownPriceMark(new Date().toISOString().slice(0, 10));
  await expect(page.getByTestId('own-price-mark').first()).toHaveText(`(${mark})`);
  await expect(page.getByTestId('own-price-mark')).toHaveCount(
    own.filter((i) => i.active !== 0).length,
  );
  await expect(page.getByTestId('price-note')).toContainText('your own price');

  // Settings list them, each with a reset back to the reference price.
  await page.goto('/settings');
  const section = page.getByTestId('own-prices');
  await expect(section.getByText(item.name, { exact: true })).toBeVisible();
  await section.getByRole('button', { name: `Reset your price for ${item.name}` }).click();
  await expect(section.getByText(item.name, { exact: true })).toHaveCount(0);
  const left = await (await page.request.get('/api/prices/own')).json();
  expect(left.prices).toHaveLength(mine.size - 1);
});
