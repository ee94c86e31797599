import { expect, test, type Page } from '@playwright/test';
import { presetBrowser } from './support/preset-browser';
import { newPerson, signInThroughUi } from './support/sign-in';

/**
 * The store cart on the defaults (no store API key): a Pro person's 7-day plan shows
 * "Buy N items on {host}", the button opens the development store's cart in a new tab listing
 * every active item with its quantity, and removing an item changes N and the cart.
 */

function sameOrigin(page: Page) {
  return { origin: new URL(page.url()).origin };
}

interface Item {
  name: string;
  quantity_to_buy: number;
  active: number;
  productId?: string;
}

/** The development store's id of an item: its catalogue product, never a real store's id. */
function devId(item: Item): string {
  return `dev-${item.productId}`;
}

async function activeItems(page: Page, planId: string): Promise<Item[]> {
  const detail = await (await page.request.get(`/api/meal-plans/${planId}`)).json();
  return Object.values(detail.plan.generatedPlan.shopping_list.items as Record<string, Item>)
    .filter((i) => i.active !== 0)
    .sort((a, b) => devId(a).localeCompare(devId(b)));
}

/** Opens the cart button's new tab and reads the development store's cart lines. */
async function openCart(page: Page, count: number) {
  const button = page.getByRole('link', { name: new RegExp(`^Buy ${count} items? on \\S+`) });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('target', '_blank');
  const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  await popup.waitForLoadState();
  await expect(popup.getByTestId('dev-store-banner')).toContainText('Development store.');
  const lines = await popup.locator('ul[aria-label="Cart items"] > li').evaluateAll((lis) =>
    lis.map((li) => ({
      id: li.getAttribute('data-product-id') ?? '',
      quantity: Number(li.getAttribute('data-quantity')),
      text: li.textContent ?? '',
    })),
  );
  // Nothing scrolls sideways on a phone.
  await popup.setViewportSize({ width: 360, height: 740 });
  const overflow = await popup.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await popup.close();
  return lines.sort((a, b) => a.id.localeCompare(b.id));
}

test('a Pro 7-day plan on the defaults fills the development store cart', async ({ page }) => {
  test.setTimeout(120_000);
  await presetBrowser(page, 'light');
  await signInThroughUi(page, newPerson('cart'));
  await expect(page).toHaveURL(/\/onboarding$/);
  const saved = await page.request.put('/api/preferences', {
    data: {
      cuisinePreferences: ['italian', 'mexican', 'american'],
      breakfastPreferences: ['eggs', 'oatmeal'],
      lunchPreferences: ['salad', 'soup'],
      dinnerPreferences: ['chicken', 'tacos'],
    },
    headers: sameOrigin(page),
  });
  expect(saved.status()).toBe(200);
  const checkout = await page.request.post('/api/billing/checkout', {
    data: { interval: 'monthly' },
    headers: sameOrigin(page),
  });
  expect(checkout.status()).toBe(200);
  await page.goto((await checkout.json()).url);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/settings/);
  await expect
    .poll(async () => (await (await page.request.get('/api/me')).json()).subscription.status)
    .toBe('active');

  // The wizard on its defaults: 7 days, 2 servings, Walmart, balanced.
  await page.goto('/create-plan');
  await page.getByRole('button', { name: /^No, use my current pantry/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radio', { name: /Walmart/ })).toBeChecked();
  // Only the stores this server has set up: no Kroger or Instacart key on the defaults.
  await expect(page.getByRole('radio', { name: /Kroger|Instacart/ })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Walmart/ })).toContainText('development store');
  // The ZIP code: refused with the shared message (Next stays off), then saved per person.
  const zip = page.getByLabel('ZIP code');
  await zip.fill('1234');
  await expect(page.getByText('Please enter a 5-digit US ZIP code, like 45202.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await zip.fill('72712');
  await page.getByRole('button', { name: 'Next' }).click();
  // The choice is saved in the background as the wizard moves on: wait for it, not a moment.
  await expect
    .poll(async () => (await (await page.request.get('/api/stores/choice')).json()).choice)
    .toMatchObject({
      store: 'walmart',
      zip: '72712',
      locationName: 'PantryPilot development store',
    });
  await expect(page.getByLabel('Plan duration')).toHaveValue('7');
  await page.getByLabel('Total budget (USD)').fill('150');
  await page.getByRole('button', { name: 'Create Plan' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.locator('article[data-plan-id]').first();
  await expect(card.getByText('Ready to View')).toBeVisible({ timeout: 60_000 });
  const planId = (await card.getAttribute('data-plan-id'))!;
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/meal-plan/${planId}$`));

  const items = await activeItems(page, planId);
  expect(items.length).toBeGreaterThan(5);
  await expect(page.getByTestId('shopping-total')).toContainText(`(${items.length} items)`);
  await expect(page.getByTestId('dev-store-note')).toContainText('Development store');
  // Kroger's and Instacart's buttons appear only where their keys are set.
  await expect(page.getByTestId('kroger-cart')).toHaveCount(0);
  await expect(page.getByTestId('instacart-link')).toHaveCount(0);
  await expect(page.getByTestId('price-note')).toContainText(
    // ZIP 72712 (Bentonville, Arkansas) is in the Census South.
    /^Prices adjusted for the South from U\.S\. average prices as of May 2026 \(BLS\); \d+ items? (is an inflation-adjusted estimate|are inflation-adjusted estimates)\.$/,
  );
  const lines = await openCart(page, items.length);
  expect(lines.map((l) => l.id)).toEqual(items.map(devId));
  for (const [i, line] of lines.entries()) {
    const quantity = Math.max(1, Math.round(items[i]!.quantity_to_buy));
    expect(line.quantity).toBe(quantity);
    expect(line.text).toContain(`Quantity: ${quantity} ×`);
  }

  // Removing an item: N goes down by one and the cart no longer has it.
  const removed = items[0]!;
  await page.getByRole('button', { name: `Remove ${removed.name} from shopping list` }).click();
  await expect(page.getByText('Shopping list updated').first()).toBeVisible();
  const after = await openCart(page, items.length - 1);
  expect(after.map((l) => l.id)).toEqual(items.slice(1).map(devId));

  // Settings keep the same choice, and refuse a ZIP code that is no ZIP code.
  await page.goto('/settings');
  await expect(page.getByTestId('saved-store')).toHaveText(
    'Saved: Walmart, ZIP 72712 · PantryPilot development store',
  );
  const settingsZip = page.getByRole('textbox', { name: 'ZIP code' });
  await settingsZip.fill('00000');
  await page.getByRole('button', { name: 'Save store' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter a 5-digit US ZIP code' }),
  ).toBeVisible();
  await settingsZip.fill('45202');
  await page.getByRole('button', { name: 'Save store' }).click();
  await expect(page.getByTestId('saved-store')).toHaveText(
    'Saved: Walmart, ZIP 45202 · PantryPilot development store',
  );
});
