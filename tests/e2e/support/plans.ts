import { expect, type Page } from '@playwright/test';
import { presetBrowser } from './preset-browser';
import { newPerson, signInThroughUi } from './sign-in';
import { drawEverything } from './draw-everything';

/** Tastes that every catalogue recipe family can satisfy, so plans generate quickly. */
export const TASTES = {
  cuisinePreferences: ['italian', 'mexican', 'american'],
  breakfastPreferences: ['eggs', 'oatmeal', 'toast'],
  lunchPreferences: ['salad', 'sandwich', 'soup'],
  dinnerPreferences: ['chicken', 'pizza', 'tacos'],
};

/** The server's CSRF check wants this origin on every state-changing request. */
export function sameOrigin(page: Page) {
  return { origin: new URL(page.url()).origin };
}

/** Signs a new person in through the real flow and records their tastes through the API. */
export async function signInOnboarded(
  page: Page,
  label: string,
  theme: 'light' | 'dark' = 'light',
) {
  await presetBrowser(page, theme);
  const person = newPerson(label);
  await signInThroughUi(page, person);
  await expect(page).toHaveURL(/\/onboarding$/);
  const saved = await page.request.put('/api/preferences', {
    data: TASTES,
    headers: sameOrigin(page),
  });
  expect(saved.status()).toBe(200);
  return person;
}

/** Pro through the embedded billing provider's checkout page, as a person would. */
export async function subscribe(page: Page, interval: 'monthly' | 'yearly' = 'monthly') {
  const checkout = await page.request.post('/api/billing/checkout', {
    data: { interval },
    headers: sameOrigin(page),
  });
  expect(checkout.status()).toBe(200);
  await page.goto((await checkout.json()).url);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/settings/);
  await expect
    .poll(async () => (await (await page.request.get('/api/me')).json()).subscription.status)
    .toBe('active');
}

/** Creates a plan through the API (the wizard has its own tests) and waits until it ends. */
export async function createPlan(
  page: Page,
  form: { duration: string; servingsPerMeal: string; budget: string },
): Promise<{ id: string; status: string }> {
  const created = await page.request.post('/api/meal-plans', {
    data: { ...form, meals: ['breakfast', 'lunch', 'dinner'], store: 'walmart' },
    headers: sameOrigin(page),
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).plan.id as string;
  let status = 'processing';
  await expect
    .poll(
      async () => {
        status = (await (await page.request.get(`/api/meal-plans/${id}`)).json()).plan.status;
        return status;
      },
      { timeout: 60_000 },
    )
    .not.toBe('processing');
  return { id, status };
}

/** The page is no wider than the viewport: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  await drawEverything(page);
  const { scrollWidth, viewport } = await page.evaluate(() => ({
    scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    viewport: window.innerWidth,
  }));
  expect(scrollWidth, `${what} is ${scrollWidth} px wide at ${viewport} px`).toBeLessThanOrEqual(
    viewport,
  );
}
