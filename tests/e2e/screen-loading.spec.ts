import { expect, test, type Page } from '@playwright/test';
import { createPlan, signInOnboarded } from './support/plans';

/**
 * Issue 14: a signed-in screen opened directly (a reload, a bookmark) whose code arrives after
 * the session. The session's spinner stays until the screen can show: the screen is rendered
 * in React's background lane, so its download never puts up the Suspense fallback. A shown
 * fallback made React hold the screen back for 300 ms, during which the plan page restarted
 * its reveal some hundreds of times (a few hundred milliseconds of a phone's CPU).
 */

/** Holds back the signed-in screens' script for a second, so the session answers first. */
async function slowScreenCode(page: Page) {
  await page.route('**/assets/signed-in-screens-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
}

/** Notes whether the Suspense fallback was ever put on the page. */
async function watchForFallback(page: Page) {
  await page.addInitScript(() => {
    const seen = { fallback: false };
    (window as unknown as { __screenLoading: typeof seen }).__screenLoading = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="screen-code-loading"]')) seen.fallback = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

async function fallbackSeen(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      (window as unknown as { __screenLoading: { fallback: boolean } }).__screenLoading.fallback,
  );
}

test('a plan and the dashboard opened directly wait on one spinner while their code loads', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInOnboarded(page, 'screen-code');
  const plan = await createPlan(page, { duration: '1', servingsPerMeal: '2', budget: '60' });
  expect(plan.status).toBe('completed');

  await slowScreenCode(page);
  await watchForFallback(page);

  await page.goto(`/meal-plan/${plan.id}`);
  await expect(page.getByTestId('shopping-total')).toBeVisible();
  expect(await fallbackSeen(page)).toBe(false);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await fallbackSeen(page)).toBe(false);
});
