import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A new person for each test, so tests never share data. */
export function newPerson(label = 'person') {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `Test ${label} ${counter}`, email: `${label}-${id}@example.com` };
}

/**
 * Signs in through the real flow: /login, "Continue with Google", the development issuer's
 * sign-in page, and back to the app.
 */
export async function signInThroughUi(page: Page, person: { name: string; email: string }) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to PantryPilot' })).toBeVisible();
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
