import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { presetBrowser } from './support/preset-browser';
import { newPerson, signInThroughUi } from './support/sign-in';

async function signInNew(page: Page, label: string) {
  const person = newPerson(label);
  await signInThroughUi(page, person);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Cuisine Preferences' })).toBeVisible();
  return person;
}

// A fresh sign-in plus five steps (and axe on each) on a two-core machine takes a while.
test.describe.configure({ timeout: 150_000 });

const option = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });

async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
}

test('a new person drives the whole wizard, meets every limit, and lands on the dashboard', async ({
  page,
}) => {
  await presetBrowser(page, 'light');
  await signInNew(page, 'wizard');
  await expect(page).toHaveTitle(
    'Set Up Your Preferences | PantryPilot - Smart Meal Planning & Budget Shopping',
  );

  const next = page.getByRole('button', { name: 'Next Step' });
  const back = page.getByRole('button', { name: 'Back' });
  // Step 0 of a first onboarding has nowhere to go back to.
  await expect(back).toBeDisabled();

  // Cuisines: the hint while nothing is chosen, and Next refuses to move.
  await expect(page.getByText('Please select at least one cuisine to continue')).toBeVisible();
  await next.click();
  await expect(page.getByRole('heading', { name: 'Cuisine Preferences' })).toBeVisible();

  for (const name of ['Italian', 'Mexican', 'Chinese', 'Japanese', 'Indian', 'Thai']) {
    await option(page, name).click();
    await expect(option(page, name)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByText('6 of 6 selected')).toBeVisible();
  // The 7th is refused with the spec's message and stays unselected.
  await option(page, 'Greek').click();
  await expectToast(page, 'Maximum of 6 selections reached');
  await expect(option(page, 'Greek')).toHaveAttribute('aria-pressed', 'false');
  // Keyboard: Space on a focused option toggles it.
  await option(page, 'Thai').focus();
  await page.keyboard.press('Space');
  await expect(option(page, 'Thai')).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Space');
  await expect(option(page, 'Thai')).toHaveAttribute('aria-pressed', 'true');
  await next.click();

  // Meals: breakfast, lunch, dinner tabs; Next moves tab by tab only with a pick.
  await expect(page.getByRole('heading', { name: 'Meal Preferences' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Breakfast/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await next.click();
  await expectToast(page, 'Select at least one breakfast option to continue');
  for (const name of ['Porridge', 'Eggs', 'Pancakes', 'Smoothies', 'Toast']) {
    await option(page, name).click();
  }
  await option(page, 'Yogurt').click();
  await expectToast(page, 'Maximum of 5 selections reached for breakfast');
  await expect(option(page, 'Yogurt')).toHaveAttribute('aria-pressed', 'false');
  await next.click();
  await expect(page.getByRole('tab', { name: /Lunch/ })).toHaveAttribute('aria-selected', 'true');
  await option(page, 'Soup').click();
  await next.click();
  await expect(page.getByRole('tab', { name: /Dinner/ })).toHaveAttribute('aria-selected', 'true');
  // "Next Step" up to and including the dinner tab.
  await expect(next).toBeVisible();
  await option(page, 'Tacos').click();
  await option(page, 'Stir-fry').click();
  // Cooking time (issue 27): three choices, 30-60 minutes until another is picked.
  const cookingTime = page.getByRole('radiogroup', { name: 'Cooking time' });
  await expect(cookingTime.getByRole('radio')).toHaveCount(3);
  await expect(cookingTime.getByRole('radio', { name: /^30-60 minutes/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await cookingTime.getByRole('radio', { name: /^Under 30 minutes/ }).click();
  await expect(cookingTime.getByRole('radio', { name: /^Under 30 minutes/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await next.click();

  // Dietary: vegan and keto exclude each other, with a note each way.
  await expect(page.getByRole('heading', { name: /Dietary Restrictions/ })).toBeVisible();
  await option(page, 'Vegan').click();
  await option(page, /^Keto/).click();
  await expectToast(page, 'Keto diet is not compatible with Vegan');
  await expect(option(page, /^Keto/)).toHaveAttribute('aria-pressed', 'false');
  await option(page, 'Vegan').click();
  await option(page, /^Keto/).click();
  await option(page, /^Vegan/).click();
  await expectToast(page, 'Vegan diet is not compatible with Keto');
  await expect(option(page, /^Vegan/)).toHaveAttribute('aria-pressed', 'false');
  await option(page, 'Low Sugar').click();
  await expect(option(page, 'Low Sugar')).toHaveAttribute('aria-pressed', 'true');
  await next.click();

  // Allergies: common ones, and custom ones with their three messages.
  await expect(page.getByRole('heading', { name: /Allergies/ })).toBeVisible();
  await option(page, 'Peanuts').click();
  const custom = page.getByLabel('Add an allergy that is not listed');
  const add = page.getByRole('button', { name: 'Add', exact: true });
  const customAlert = page.locator('form').getByRole('alert');
  await custom.fill('   ');
  await add.click();
  await expect(customAlert).toHaveText('Please enter an allergy');
  await custom.fill('dairy');
  await add.click();
  await expect(customAlert).toHaveText('This allergy is already in the common allergies list');
  await custom.fill('  Cilantro ');
  await custom.press('Enter');
  await expect(page.getByRole('list', { name: 'Your other allergies' })).toContainText('cilantro');
  await custom.fill('CILANTRO');
  await add.click();
  await expect(customAlert).toHaveText('This allergy has already been added');
  await next.click();

  // Pantry: spices, baking, condiments; "Finish" only on condiments.
  await expect(page.getByRole('heading', { name: /Pantry/ })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Ground cumin' }).check();
  await next.click();
  await expect(page.getByRole('tab', { name: /Baking/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('checkbox', { name: 'Baking soda' }).check();
  await next.click();
  await expect(page.getByRole('tab', { name: /Condiments/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('checkbox', { name: 'Honey' }).check();

  // Back walks one tab back, then forward again.
  await back.click();
  await expect(page.getByRole('tab', { name: /Baking/ })).toHaveAttribute('aria-selected', 'true');
  await next.click();

  // "Saving..." while the save is on its way (held briefly so it can be seen).
  await page.route('**/api/preferences', async (route) => {
    if (route.request().method() === 'PUT') await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/dashboard$/);

  const saved = await page.evaluate(async () => {
    const [prefs, pantry] = await Promise.all([
      fetch('/api/preferences').then((r) => r.json()),
      fetch('/api/pantry').then((r) => r.json()),
    ]);
    return { prefs: prefs.preferences, pantry: pantry.items };
  });
  expect(saved.prefs.cuisinePreferences).toEqual([
    'italian',
    'mexican',
    'chinese',
    'japanese',
    'indian',
    'thai',
  ]);
  expect(saved.prefs.breakfastPreferences).toHaveLength(5);
  expect(saved.prefs.lunchPreferences).toEqual(['soup']);
  expect(saved.prefs.dinnerPreferences).toEqual(['tacos', 'stirfry']);
  expect(saved.prefs.dietaryRestrictions).toEqual(['keto', 'lowSugar']);
  expect(saved.prefs.allergies).toEqual(['peanuts']);
  expect(saved.prefs.customAllergies).toEqual(['cilantro']);
  expect(saved.prefs.preferences.cookingTime).toBe('under-30');
  expect(saved.pantry.spices).toHaveLength(1);
  expect(saved.pantry.baking).toHaveLength(1);
  expect(saved.pantry.condiments).toHaveLength(1);

  // An onboarded person opening /onboarding without edit mode goes to the dashboard.
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/dashboard$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the wizard has no serious accessibility violation (${theme})`, async ({ page }) => {
    await presetBrowser(page, theme);
    await signInNew(page, `axe-wizard-${theme}`);
    const check = async (where: string) => {
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(
        serious.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`),
      ).toEqual([]);
    };
    await option(page, 'Italian').click();
    await check('cuisines');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await option(page, 'Eggs').click();
    await check('meals');
    await option(page, 'Eggs').click();
    for (const meal of ['Breakfast', 'Lunch', 'Dinner']) {
      await page.getByRole('tab', { name: new RegExp(meal) }).click();
      await page.getByRole('tabpanel').getByRole('button').first().click();
    }
    await page.getByRole('button', { name: 'Next Step' }).click();
    await option(page, 'Vegan').click();
    await option(page, /^Keto/).click();
    await check('dietary');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.getByLabel('Add an allergy that is not listed').fill('dairy');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await check('allergies');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.getByRole('checkbox', { name: 'Paprika', exact: true }).check();
    await check('pantry');
  });
}
