import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newPerson, signInThroughUi } from './support/sign-in';
import { presetBrowser } from './support/preset-browser';

/**
 * The plan screens of issue 7 as people use them: a free person from sign-in through a 1-day
 * plan, the dashboard, the plan page's shopping list and store links, and the upgrade popup
 * on a second attempt; a Pro person through a 7-day, 4-serving plan, timed from the click on
 * Create Plan to the finished plan on screen. axe-core checks every screen on the way.
 */

const PREFERENCES = {
  cuisinePreferences: ['italian', 'mexican', 'american'],
  breakfastPreferences: ['eggs', 'oatmeal', 'toast'],
  lunchPreferences: ['salad', 'sandwich', 'soup'],
  dinnerPreferences: ['chicken', 'pizza', 'tacos'],
};

/** The server's CSRF check wants this origin on every state-changing request. */
function sameOrigin(page: Page) {
  return { origin: new URL(page.url()).origin };
}

/** Signs a new person in and records their tastes (onboarding has its own spec). */
async function signInOnboarded(page: Page, label: string, theme: 'light' | 'dark' = 'light') {
  await presetBrowser(page, theme);
  const person = newPerson(label);
  await signInThroughUi(page, person);
  await expect(page).toHaveURL(/\/onboarding$/);
  const saved = await page.request.put('/api/preferences', {
    data: PREFERENCES,
    headers: sameOrigin(page),
  });
  expect(saved.status()).toBe(200);
  return person;
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  // Let entrance transitions finish, so colours are measured as people see them.
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(results.passes.length).toBeGreaterThan(10);
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
  expect(serious).toEqual([]);
}

/** Store pages never load in tests: a popup to walmart.com is answered locally. */
async function stubStoreSites(page: Page) {
  await page
    .context()
    .route(/^https:\/\/([a-z]+\.)?(walmart|target)\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>store</title>' }),
    );
}

function dollars(text: string | null): number {
  const match = /\$(\d+\.\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`No amount in "${text}"`);
  return Number(match[1]);
}

/**
 * A quick sideways swipe across the step card: pointer events a frame apart, sent from
 * inside the page so a busy machine cannot stretch the gesture into a slow drag. Offset x
 * velocity ends far above the 10000 threshold.
 */
async function swipe(page: Page, dx: number, { slow = false } = {}) {
  await page.getByTestId('wizard-step').evaluate(
    async (card, [distance, slowly]) => {
      const box = card.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + 40;
      const target = card.querySelector('h2') ?? card;
      const init = (clientX: number): PointerEventInit => ({
        bubbles: true,
        cancelable: true,
        composed: true,
        pointerId: 1,
        pointerType: 'mouse',
        isPrimary: true,
        button: 0,
        buttons: 1,
        clientX,
        clientY: y,
      });
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      target.dispatchEvent(new PointerEvent('pointerdown', init(x)));
      const pause = () => (slowly ? new Promise((resolve) => setTimeout(resolve, 80)) : frame());
      const moves = slowly ? 20 : 6;
      for (let i = 1; i <= moves; i++) {
        await pause();
        window.dispatchEvent(new PointerEvent('pointermove', init(x + (distance * i) / moves)));
      }
      if (slowly) await new Promise((resolve) => setTimeout(resolve, 200));
      window.dispatchEvent(new PointerEvent('pointerup', { ...init(x + distance), buttons: 0 }));
    },
    [dx, slow] as const,
  );
}

async function goThroughFirstThreeSteps(page: Page) {
  await expect(page.getByRole('heading', { name: 'Create Your Meal Plan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await page.getByRole('button', { name: /^No, use my current pantry/ }).click();
  await expect(page.locator('#wizard-step-title')).toContainText('Meal Selection');
  for (const meal of ['Breakfast', 'Lunch', 'Dinner']) {
    await expect(page.getByRole('button', { name: new RegExp(`^${meal}`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Where would you like to shop?')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Walmart/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Target/ })).toBeDisabled();
  await expect(page.getByText('Coming Soon')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('#wizard-step-title')).toContainText('Budget');
}

test('a free person: a 1-day plan, the dashboard, the shopping list, and the upgrade popup', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await stubStoreSites(page);
  const person = await signInOnboarded(page, 'free');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${person.name}!` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No meal plans' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Create New Plan' }).click();
  await expect(page).toHaveURL(/\/create-plan$/);

  // The pantry editor: three tabs, Back/Next/Save, and the toast that moves on.
  await page.getByRole('button', { name: /^Yes, update my pantry/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Your Pantry' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab')).toHaveText([/Spices/, /Baking/, /Condiments/]);
  await expect(dialog.getByRole('button', { name: 'Back' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Table salt', exact: true }).check();
  await expect(dialog.getByRole('tab', { name: /Spices/ })).toContainText('1');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('tab', { name: /Baking/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Pantry updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#wizard-step-title')).toContainText('Meal Selection');
  await page.getByRole('button', { name: 'Back' }).click();
  await goThroughFirstThreeSteps(page);

  // Budget: fixed at 1 day and 2 servings, the live hint, the too-low error, the Walmart note.
  const duration = page.getByLabel('Plan duration');
  const servings = page.getByLabel('Servings per meal');
  await expect(duration).toBeDisabled();
  await expect(duration).toHaveValue('1');
  await expect(duration.locator('option:checked')).toHaveText('1 day');
  await expect(servings).toBeDisabled();
  await expect(servings).toHaveValue('2');
  await expect(page.getByRole('link', { name: 'Upgrade to Pro' }).first()).toHaveAttribute(
    'href',
    '/settings',
  );
  const budget = page.getByLabel('Total budget (USD)');
  // One minimum (issue 29): the spec's rule ($13) or the cheapest real plan, whichever is larger.
  const quote = page.getByTestId('plan-quote');
  await expect(quote).toHaveAttribute('data-cheapest-cents', /^\d+$/, { timeout: 20_000 });
  await expect(quote).toHaveAttribute('aria-busy', 'false');
  const minimumCents = Math.max(1300, Number(await quote.getAttribute('data-cheapest-cents')));
  const minimum =
    minimumCents % 100 === 0 ? `$${minimumCents / 100}` : `$${(minimumCents / 100).toFixed(2)}`;
  await expect(page.getByText(`we recommend a minimum budget of ${minimum}`)).toBeVisible();
  await budget.fill('10');
  await expect(budget).toHaveAttribute('data-tone', 'error');
  await expect(
    page.getByText(
      `Your budget of $10 is too low for 2 people over 1 day with breakfast, lunch and dinner. We recommend a minimum budget of ${minimum}.`,
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Create Plan' }).click();
  await expect(
    page.getByText('Budget is too low for the number of meals and servings').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/create-plan$/);
  // The minimum itself is accepted. At May 2026 prices with issue 27's week rules the
  // cheapest such day costs more than $35, so Walmart's small-order note (budget-rules.test.ts)
  // no longer shows for this household.
  const accepted = String(Math.ceil(minimumCents / 100));
  await budget.fill(accepted);
  await expect(budget).not.toHaveAttribute('data-tone', 'error');
  await expect(
    page.getByText('Stay strictly within budget, prioritizing cost over variety'),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: /Testing: Classic Method/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /New Method \(Beta\)/ })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Create Plan' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.locator('article[data-plan-id]').first();
  await expect(card.getByText('Ready to View')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Your meal plan is ready!')).toBeVisible();
  await expect(card).toContainText(`$${accepted}`);
  await expect(card).toContainText('1 day');
  await expect(card).toContainText(/ready in \d+m \d+s/);
  // The free plan is used: the chrome's create buttons now offer the upgrade.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Upgrade' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('columnheader')).toHaveText([
    'Name',
    'Budget',
    'Meals',
    'Created',
    'Status',
  ]);
  await expect(page.getByRole('row').nth(1)).toContainText('Ready to View');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Grid view' }).click();

  // The plan page.
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/meal-plan\/[0-9a-f-]{36}$/);
  const planId = page.url().split('/').pop()!;
  await expect(page.getByText('Total Budget')).toBeVisible();
  await expect(page.getByText('Total Meals')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Day 1' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('article[data-meal]')).toHaveCount(3);
  expect(
    await page
      .locator('article[data-meal]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-meal'))),
  ).toEqual(['breakfast', 'lunch', 'dinner']);
  await expect(page.locator('article[data-meal] h3').first()).toHaveText(/^Breakfast: .+/);
  await expect(
    page.getByText('U.S. average prices as of May 2026 (BLS)', { exact: false }).first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  const total = page.getByTestId('shopping-total');
  await expect(total).toHaveText(/^Total: \$\d+\.\d{2} \(\d+ items\)$/);
  const before = dollars(await total.textContent());
  const itemsBefore = Number(/\((\d+) items\)/.exec((await total.textContent()) ?? '')![1]);
  const firstItem = page.locator('ul[aria-label="Items to buy"] > li').first();
  const itemName = (await firstItem.locator('p').first().textContent())!;
  const lineTotal = dollars(await firstItem.locator('p.shrink-0').textContent());
  await firstItem.getByTitle('Remove from shopping list').click();
  await expect(page.getByText('Shopping list updated')).toBeVisible();
  await expect(total).toHaveText(
    `Total: $${(before - lineTotal).toFixed(2)} (${itemsBefore - 1} ${itemsBefore - 1 === 1 ? 'item' : 'items'})`,
  );
  const removed = page.getByTestId('removed-items');
  await expect(removed.locator('summary')).toHaveText('Removed Items (1)');
  await expect(removed).not.toHaveAttribute('open', '');

  await page.reload();
  await expect(total).toHaveText(
    `Total: $${(before - lineTotal).toFixed(2)} (${itemsBefore - 1} items)`,
  );
  await expect(removed.locator('summary')).toHaveText('Removed Items (1)');
  await removed.locator('summary').click();
  await removed.getByTitle('Add back to shopping list').click();
  await expect(page.getByText('Shopping list updated').first()).toBeVisible();
  await expect(total).toHaveText(`Total: $${before.toFixed(2)} (${itemsBefore} items)`);
  await expect(page.getByTestId('removed-items')).toHaveCount(0);
  await expect(page.locator('ul[aria-label="Items to buy"]')).toContainText(itemName);

  // The store: a cart of the items that have store product ids, and a search link for the rest.
  const detail = await (await page.request.get(`/api/meal-plans/${planId}`)).json();
  const cart = detail.plan.cart as {
    url: string | null;
    itemCount: number;
    missing: { key: string; name: string }[];
    host?: string;
    development?: boolean;
  };
  const items = detail.plan.generatedPlan.shopping_list.items as Record<
    string,
    { storeProductId?: string | null; quantity_to_buy: number; active: number; name: string }
  >;
  if (cart.url && cart.development) {
    // No store API key in tests: the development store's cart (tests/e2e/store-cart.spec.ts).
    await expect(
      page.getByRole('link', { name: new RegExp(`^Buy ${cart.itemCount} items? on `) }),
    ).toBeVisible();
  } else if (cart.url) {
    const button = page.getByRole('link', {
      name: new RegExp(`^Buy ${cart.itemCount} items? on walmart\\.com`),
    });
    const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
    const opened = new URL(popup.url());
    const pairs = (opened.searchParams.get('items') ?? '').split(',').sort();
    const expected = Object.values(items)
      .filter((i) => i.active !== 0 && i.storeProductId)
      .map((i) => `${i.storeProductId}_${Math.max(1, Math.round(i.quantity_to_buy))}`)
      .sort();
    expect(pairs).toEqual(expected);
    await popup.close();
  } else {
    // No item has a Walmart product id: no cart button at all, never a broken cart.
    await expect(page.getByRole('link', { name: /^Buy \d+ items? on/ })).toHaveCount(0);
    await expect(page.getByTestId('cart-missing')).toContainText('No Walmart cart link yet');
  }
  // Items the store has no product for get a search link instead of a cart entry.
  if (cart.missing.length > 0) {
    const missingName = cart.missing[0]!.name;
    const search = page.getByRole('link', {
      name: new RegExp(
        `Search at Walmart for ${missingName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      ),
    });
    await expect(search).toHaveAttribute(
      'href',
      `https://www.walmart.com/search?q=${encodeURIComponent(missingName)}`,
    );
    const [searchPopup] = await Promise.all([page.waitForEvent('popup'), search.click()]);
    expect(searchPopup.url()).toBe(
      `https://www.walmart.com/search?q=${encodeURIComponent(missingName)}`,
    );
    await searchPopup.close();
  }

  // A second attempt: the create button is now the upgrade prompt.
  await page.goto('/dashboard');
  // The dashboard's own button (the footer's goes to Settings, and the dashboard's content
  // may render just after the footer).
  await page.getByRole('main').getByRole('button', { name: 'Upgrade to Pro' }).first().click();
  const upgrade = page.getByRole('dialog', { name: 'Unlock Unlimited Meal Plans' });
  await expect(upgrade).toBeVisible();
  await expect(upgrade).toContainText('Starting at $10.99/month');
  await expectNoSeriousViolations(page);
  await upgrade.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(upgrade).toBeHidden();
  // Opening the wizard directly sends the person to the dashboard with the same prompt.
  await page.goto('/create-plan');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(upgrade).toBeVisible();
  await upgrade.getByRole('button', { name: 'Upgrade Now' }).click();
  // Issue 29: straight to the subscription section, on screen.
  await expect(page).toHaveURL(/\/settings#subscription$/);
  await expect(page.getByRole('heading', { name: 'Subscription' })).toBeInViewport();
});

test('a Pro person: a 7-day plan for 4, timed from Create Plan to the finished plan', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInOnboarded(page, 'pro', 'dark');
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

  await page.goto('/create-plan');
  // Swiping moves between steps like Back and Next do.
  await page.getByRole('button', { name: /^No, use my current pantry/ }).click();
  await expect(page.locator('#wizard-step-title')).toContainText('Meal Selection');
  await swipe(page, -260);
  await expect(page.locator('#wizard-step-title')).toContainText('Store Selection');
  await swipe(page, 260);
  await expect(page.locator('#wizard-step-title')).toContainText('Meal Selection');
  // A slow drag is not a swipe: offset x velocity stays under 10000.
  await swipe(page, -60, { slow: true });
  await page.waitForTimeout(500);
  await expect(page.locator('#wizard-step-title')).toContainText('Meal Selection');
  await page.getByRole('button', { name: 'Back' }).click();
  await goThroughFirstThreeSteps(page);
  const duration = page.getByLabel('Plan duration');
  await expect(duration).toBeEnabled();
  await expect(duration.locator('option')).toHaveText(['1 day', '3 days', '5 days', '1 week']);
  await expect(duration).toHaveValue('7');
  await expect(page.getByLabel('Servings per meal').locator('option')).toHaveCount(50);
  await page.getByLabel('Servings per meal').selectOption('4');
  await expect(page.getByText('we recommend a minimum budget of $177')).toBeVisible();
  await page.getByLabel('Total budget (USD)').fill('230');
  await expect(page.getByLabel('Total budget (USD)')).toHaveAttribute('data-tone', 'success');
  await expectNoSeriousViolations(page);

  // Time it in the browser: from the click to the finished plan on the dashboard.
  await page.evaluate(() => {
    const w = window as unknown as { __clickedAt?: number };
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element | null;
        if (target?.closest('button')?.textContent?.includes('Create Plan')) {
          w.__clickedAt = performance.now();
        }
      },
      { capture: true },
    );
  });
  await page.getByRole('button', { name: 'Create Plan' }).click();
  const elapsed = await page.waitForFunction(
    () => {
      const w = window as unknown as { __clickedAt?: number };
      if (w.__clickedAt === undefined) return null;
      if (!location.pathname.startsWith('/dashboard')) return null;
      const done = document.querySelector('article[data-status="completed"]');
      return done ? performance.now() - w.__clickedAt : null;
    },
    null,
    { polling: 'raf', timeout: 60_000 },
  );
  const ms = Math.round((await elapsed.jsonValue()) as number);
  const listed = (await (await page.request.get('/api/meal-plans')).json()).plans as {
    timeElapsedMs: number;
  }[];
  console.log(
    `Create Plan to finished 7-day plan on screen: ${ms} ms (server generation ${listed[0]?.timeElapsedMs} ms)`,
  );
  test.info().annotations.push({ type: 'create-to-plan-ms', description: String(ms) });

  const card = page.locator('article[data-plan-id]').first();
  await expect(card).toContainText('7 days');
  await expect(card).toContainText('21 meals');
  await expect(card).toContainText('4 servings');
  await expectNoSeriousViolations(page);

  await card.getByRole('link').click();
  await expect(page.getByRole('tab', { name: /^Day \d$/ })).toHaveText([
    'Day 1',
    'Day 2',
    'Day 3',
    'Day 4',
    'Day 5',
    'Day 6',
    'Day 7',
  ]);
  await expect(page.locator('dd').filter({ hasText: /^7 days$/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Day 7' }).click();
  const meals = page.getByRole('tabpanel').locator('article[data-meal]');
  await expect(meals).toHaveCount(3);
  await expect(meals.locator('h3')).toHaveText([/^Breakfast: /, /^Lunch: /, /^Dinner: /]);
  await expect(meals.first().getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  await expect(meals.first().locator('ol > li').first()).toBeVisible();
  await expect(page.getByText('Nutrition for Day 7, per person')).toBeVisible();
  // Energy per person against the household's target (2,000 kcal: all three meals).
  await expect(page.getByTestId('energy-vs-target').first()).toContainText(/of 2,000 kcal/);

  // Swap one meal: up to three alternatives, each with its cost change and energy; the
  // chosen one replaces the meal. A balanced plan spends close to its budget, so the cheapest
  // meal may have no alternative within it ("No other dish fits"); the next meal is tried then.
  let swapped: Locator | undefined;
  let swappedLabel = '';
  for (const [index, meal] of ['Breakfast', 'Lunch', 'Dinner'].entries()) {
    const card = meals.nth(index);
    await card.getByRole('button', { name: `Swap ${meal.toLowerCase()} on day 7` }).click();
    const offered = card.getByTestId('swap-options');
    await expect(offered).toBeVisible({ timeout: 30_000 });
    if ((await offered.getByRole('button', { name: /^Choose / }).count()) > 0) {
      swapped = card;
      swappedLabel = meal;
      break;
    }
    await expect(offered).toContainText('No other dish fits this meal with your choices');
  }
  if (!swapped) throw new Error('No meal of day 7 offered an alternative');
  const heading = swapped.locator('h3');
  const dishBefore = await heading.textContent();
  const options = swapped.getByTestId('swap-options');
  await expect(options.getByText(/kcal per person/).first()).toBeVisible();
  await expect(options.getByRole('button', { name: /^Choose / })).not.toHaveCount(0);
  await expectNoSeriousViolations(page);
  await options
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect(page.getByText('Meal swapped')).toBeVisible({ timeout: 30_000 });
  await expect(heading).not.toHaveText(dishBefore!);
  await expect(heading).toHaveText(new RegExp(`^${swappedLabel}: `));
  await expect(page.getByTestId('shopping-total')).toHaveText(
    /^Total: \$\d+\.\d{2} \(\d+ items\)$/,
  );
  await expectNoSeriousViolations(page);
});

test('a plan that does not exist shows the not-found screen', async ({ page }) => {
  await signInOnboarded(page, 'missing');
  await page.goto('/meal-plan/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Meal Plan Not Found' })).toBeVisible();
  await expect(
    page.getByText("The meal plan you're looking for doesn't exist or has been deleted."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a plan the budget cannot cover fails, and Retry tries again', async ({ page }) => {
  test.setTimeout(90_000);
  await signInOnboarded(page, 'retry');
  // A real failure: a strict week for one on $45 with a vegan diet and five allergies.
  const prefs = await page.request.put('/api/preferences', {
    data: {
      ...PREFERENCES,
      dietaryRestrictions: ['vegan'],
      allergies: ['peanuts', 'treeNuts', 'soy', 'wheat', 'sesame'],
    },
    headers: sameOrigin(page),
  });
  expect(prefs.status()).toBe(200);
  const checkout = await page.request.post('/api/billing/checkout', {
    data: { interval: 'monthly' },
    headers: sameOrigin(page),
  });
  await page.goto((await checkout.json()).url);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/settings/);

  await page.goto('/create-plan');
  await goThroughFirstThreeSteps(page);
  await page.getByLabel('Servings per meal').selectOption('1');
  await page.getByLabel('Total budget (USD)').fill('45');
  await page.getByRole('radio', { name: /^Strict/ }).click();
  // Issue 29: the Budget step knows no plan fits $45 with these choices and refuses it, in
  // the spec's words, before it can fail.
  await page.getByRole('button', { name: 'Create Plan' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your budget of $45 is too low' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/create-plan$/);
  // Past the wizard (the API), the plan fails on the server as before, and Retry works.
  const created = await page.request.post('/api/meal-plans', {
    data: {
      meals: ['breakfast', 'lunch', 'dinner'],
      store: 'walmart',
      budget: '45',
      budgetPreference: 'strict',
      duration: '7',
      servingsPerMeal: '1',
    },
    headers: sameOrigin(page),
  });
  expect(created.status()).toBe(201);
  await page.goto('/dashboard');
  const card = page.locator('article[data-plan-id]').first();
  await expect(card.getByText('Generation Failed')).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('Your budget of $45 is too low');
  await expect(card.getByRole('heading')).toHaveText('7-Day Meal Plan');
  await expectNoSeriousViolations(page);

  await card.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Retrying meal plan generation', { exact: true })).toBeVisible();
  await expect(card.getByText('Generation Failed')).toBeVisible({ timeout: 30_000 });

  // Opening a failed plan shows its error, then the dashboard again.
  await card.getByRole('link', { name: '7-Day Meal Plan' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'is too low' }).first()).toBeVisible();
});
