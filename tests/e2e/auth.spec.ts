import { expect, test } from '@playwright/test';
import { newPerson, signInThroughUi } from './support/sign-in';

test('a visitor sees the public pages', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Meal Planning Made Simple' })).toBeVisible();
  await page.goto('/features');
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  await page.goto('/help');
  await expect(page.getByRole('tab', { name: 'Getting Started' })).toBeVisible();
  await page.goto('/terms');
  await expect(page).toHaveTitle(/\| PantryPilot - Smart Meal Planning & Budget Shopping$/);
});

test('a guarded page sends a visitor to sign in, and back there afterwards', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
});

test('sign in with the OAuth flow, keep the session on reload, sign out', async ({ page }) => {
  const person = newPerson('signin');
  await signInThroughUi(page, person);
  // A new person has no preferences yet: the guards send them to onboarding.
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.reload();
  await expect(page).toHaveURL(/\/onboarding$/);
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  expect((await me.json()).user.email).toBe(person.email);

  await page.getByRole('button', { name: new RegExp(person.name) }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/me')).status()).toBe(401);
});
