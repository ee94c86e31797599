import { expect, test, type Page } from '@playwright/test';
import { presetBrowser } from './support/preset-browser';
import { newPerson, signInThroughUi } from './support/sign-in';

test.describe.configure({ timeout: 150_000 });

const PREFERENCES = {
  cuisinePreferences: ['mexican'],
  breakfastPreferences: ['oatmeal'],
  lunchPreferences: ['bowl'],
  dinnerPreferences: ['chicken'],
};

async function onboard(page: Page) {
  const status = await page.evaluate(async (body) => {
    const res = await fetch('/api/preferences', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.status;
  }, PREFERENCES);
  expect(status).toBe(200);
}

async function signInToSettings(page: Page, person: { name: string; email: string }) {
  await signInThroughUi(page, person);
  await expect(page).toHaveURL(/\/onboarding$/);
  await onboard(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
}

const upgrade = (page: Page) =>
  page.getByRole('article', { name: 'Pro plan' }).getByRole('button', { name: 'Upgrade to Pro' });

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('cancelling checkout returns to settings with the cancel message', async ({ page }) => {
  await presetBrowser(page);
  await signInToSettings(page, newPerson('cancel'));
  await expect(page.getByRole('article', { name: 'Free plan' }).getByRole('button')).toHaveText(
    'Current Plan',
  );
  await expect(page.getByRole('article', { name: 'Free plan' }).getByRole('button')).toBeDisabled();

  await upgrade(page).click();
  await expect(page.getByRole('heading', { name: 'Subscribe to PantryPilot Pro' })).toBeVisible();
  await expect(page.getByText('$99 per year')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel and return' }).click();

  await expect(toast(page, 'Checkout was canceled. You have not been charged.')).toBeVisible();
  // The query string is cleaned after the message.
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('button', { name: 'Manage Subscription' })).toHaveCount(0);
  await expect(upgrade(page)).toBeEnabled();
});

test('failures say so: checkout and account deletion', async ({ page }) => {
  await presetBrowser(page);
  await signInToSettings(page, newPerson('failures'));

  await page.route('**/api/billing/checkout', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'boom' } }),
    }),
  );
  await upgrade(page).click();
  await expect(toast(page, 'Failed to process subscription. Please try again.')).toBeVisible();
  await expect(upgrade(page)).toBeEnabled();

  await page.route('**/api/user/delete', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'boom' } }),
    }),
  );
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByRole('button', { name: 'Click again to confirm' }).click();
  await expect(toast(page, 'Failed to delete account. Please try again.')).toBeVisible();
  // The confirm state resets.
  await expect(page.getByRole('button', { name: 'Delete Account' })).toBeEnabled();
  await expect(page).toHaveURL(/\/settings$/);
});

test('upgrade to Pro, refused deletion while subscribed, cancel in the portal, delete, start afresh', async ({
  page,
}) => {
  await presetBrowser(page);
  const person = newPerson('lifecycle');
  await signInToSettings(page, person);

  // The clicked button is disabled while the redirect to checkout starts (held briefly here).
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await page.route('**/api/billing/checkout', async (route) => {
    await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await upgrade(page).click();
  await expect(page.getByRole('button', { name: 'Redirecting...' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Subscribe to PantryPilot Pro' })).toBeVisible();
  await expect(page.getByText('$10.99 per month')).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();

  await expect(toast(page, 'Welcome to Pro! Your subscription is active.')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
  await expect(page.getByText(/You are on Pro, billed monthly/)).toBeVisible();
  await expect(page.getByRole('article', { name: 'Pro plan' }).getByRole('button')).toHaveText(
    'Current Plan',
  );

  // A Pro person cannot delete the account; the flow resets.
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('button', { name: 'Click again to confirm' });
  await expect(confirm).toHaveAttribute('data-armed', 'true');
  await confirm.click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Please cancel your subscription in the customer portal' }),
  ).toHaveText(
    'Please cancel your subscription in the customer portal (Manage Subscription) before deleting your account.',
  );
  await expect(page.getByRole('button', { name: 'Delete Account' })).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(200);

  // Cancel in the billing portal, then come back.
  await page.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Manage your subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  // Issue 29: a cancel keeps Pro until the paid period ends, and Settings says until when.
  await expect(page.getByText(/^Pro until \w+ \d{1,2}, \d{4}/)).toBeVisible();
  await expect(page.getByText(/It will not renew/)).toBeVisible();

  // Nothing renews now, so the deletion goes through. A double tap arms but does not fire.
  await page.getByRole('button', { name: 'Delete Account' }).dblclick();
  await expect(page.getByRole('button', { name: 'Click again to confirm' })).toBeDisabled();
  expect((await page.request.get('/api/me')).status()).toBe(200);
  // A deliberate second tap, a moment later: toast (seen after the reload), signed out, at /.
  await page.getByRole('button', { name: 'Click again to confirm' }).click();
  await expect(page.getByText('Your account has been deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/me')).status()).toBe(401);

  // Signing in again with the same Google account starts a fresh account: onboarding again.
  // The development issuer, like Google, may still remember the person and skip its form.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const issuerForm = page.getByRole('heading', { name: 'Sign in to PantryPilot' });
  const wizard = page.getByRole('heading', { name: 'Cuisine Preferences' });
  await expect(issuerForm.or(wizard)).toBeVisible();
  if (await issuerForm.isVisible()) {
    await page.getByLabel('Name').fill(person.name);
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(wizard).toBeVisible();
  const me = await page.evaluate(() =>
    fetch('/api/me').then((r) => r.json() as Promise<{ user: { email: string } }>),
  );
  expect(me.user.email).toBe(person.email);
  await expect(page.getByRole('button', { name: 'Mexican', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  const subscription = await page.evaluate(() =>
    fetch('/api/billing/subscription').then((r) => r.json() as Promise<{ status: string }>),
  );
  expect(subscription.status).toBe('free');
});
