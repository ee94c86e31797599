import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { presetBrowser } from './support/preset-browser';
import { newPerson, signInThroughUi } from './support/sign-in';

test.describe.configure({ timeout: 120_000 });

/** A signed-in person who has finished onboarding (saved straight through the API). */
async function onboardedPerson(page: Page, label: string, theme: 'light' | 'dark' = 'light') {
  await presetBrowser(page, theme);
  const person = newPerson(label);
  await signInThroughUi(page, person);
  await expect(page).toHaveURL(/\/onboarding$/);
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/preferences', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        cuisinePreferences: ['italian', 'thai'],
        breakfastPreferences: ['eggs'],
        lunchPreferences: ['salad'],
        dinnerPreferences: ['tacos'],
        dietaryRestrictions: [],
        allergies: [],
        customAllergies: [],
      }),
    });
    return res.status;
  });
  expect(status).toBe(200);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  return person;
}

const row = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

test('settings shows the account read-only and each edit button round-trips through the wizard', async ({
  page,
}) => {
  const person = await onboardedPerson(page, 'edit');
  await expect(page).toHaveTitle('Settings | PantryPilot - Smart Meal Planning & Budget Shopping');

  // Account Settings: email and name, read-only.
  const name = page.getByLabel('Name', { exact: true });
  const email = page.getByLabel('Email', { exact: true });
  await expect(name).toHaveValue(person.name);
  await expect(email).toHaveValue(person.email);
  await expect(name).not.toBeEditable();
  await expect(email).not.toBeEditable();
  await expect(row(page, 'Cuisines')).toContainText('Italian, Thai');

  // Step 0, walked all the way to Finish: back to /settings with the change saved.
  await page.getByRole('button', { name: 'Edit Cuisine Preferences' }).click();
  await expect(page).toHaveURL(/\/preferences$/);
  await expect(page).toHaveTitle(/^Edit Preferences \|/);
  await expect(page.getByRole('heading', { name: 'Cuisine Preferences' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Italian', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Greek', exact: true }).click();
  const next = page.getByRole('button', { name: 'Next Step' });
  for (let i = 0; i < 8; i += 1) await next.click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(row(page, 'Cuisines')).toContainText('Italian, Thai, Greek');

  // Step 1: the meal step opens, the change is saved with Save Changes.
  await page.getByRole('button', { name: 'Edit Meal Preferences' }).click();
  await expect(page.getByRole('heading', { name: 'Meal Preferences' })).toBeVisible();
  await page.getByRole('tab', { name: /Lunch/ }).click();
  await page.getByRole('button', { name: 'Soup', exact: true }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(row(page, 'Meals')).toContainText('Lunch: Salad, Soup');

  // Cooking time (issue 27): 30-60 minutes by default, edited on the wizard's meal step.
  await expect(row(page, 'Cooking time')).toContainText('30-60 minutes');
  await page.getByRole('button', { name: 'Edit Cooking Time' }).click();
  await expect(page.getByRole('heading', { name: 'Meal Preferences' })).toBeVisible();
  await page.getByRole('radio', { name: /^Under 30 minutes/ }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(row(page, 'Cooking time')).toContainText('Under 30 minutes');

  // Step 2: dietary restrictions.
  await page.getByRole('button', { name: 'Edit Dietary Restrictions' }).click();
  await expect(page.getByRole('heading', { name: /Dietary Restrictions/ })).toBeVisible();
  await page.getByRole('button', { name: 'Vegetarian', exact: true }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(row(page, 'Dietary restrictions')).toContainText('Vegetarian');

  // Step 3: allergies, with a custom one.
  await page.getByRole('button', { name: 'Edit Allergies' }).click();
  await expect(page.getByRole('heading', { name: /Allergies/ })).toBeVisible();
  await page.getByRole('button', { name: 'Sesame', exact: true }).click();
  await page.getByLabel('Add an allergy that is not listed').fill('Mustard');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(row(page, 'Allergies')).toContainText('Sesame, mustard');

  // Back at the first step of an edit returns to /settings without saving.
  await page.getByRole('button', { name: 'Edit Cuisine Preferences' }).click();
  await page.getByRole('button', { name: 'French', exact: true }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(row(page, 'Cuisines')).not.toContainText('French');

  const stored = await page.evaluate(() =>
    fetch('/api/preferences').then((r) => r.json() as Promise<{ preferences: unknown }>),
  );
  expect(stored.preferences).toMatchObject({
    cuisinePreferences: ['italian', 'thai', 'greek'],
    lunchPreferences: ['salad', 'soup'],
    dietaryRestrictions: ['vegetarian'],
    allergies: ['sesame'],
    customAllergies: ['mustard'],
    preferences: { cookingTime: 'under-30' },
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`settings has no serious accessibility violation (${theme})`, async ({ page }) => {
    await onboardedPerson(page, `axe-settings-${theme}`, theme);
    await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
    await expect(row(page, 'Cuisines')).toContainText('Italian');
    const scan = async (where: string) => {
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(
        serious.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`),
      ).toEqual([]);
    };
    await scan('settings');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page.getByRole('button', { name: 'Click again to confirm' })).toBeVisible();
    await scan('settings, delete armed');
  });
}
