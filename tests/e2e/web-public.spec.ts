import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pageTitle } from '../../src/shared/brand';
import { newPerson } from './support/sign-in';

/**
 * The public site as a visitor meets it: every public page, the contact form's checks, the
 * cookie banner and settings, the theme switcher, keyboard access, and axe-core on every
 * public page in both themes.
 */

const CONSENT_KEY = 'cookie-consent';
const NECESSARY_ONLY = {
  necessary: true,
  analytics: false,
  marketing: false,
  preferences: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const PUBLIC_PAGES = [
  { path: '/', title: 'Meal Planning Made Simple', heading: 'Meal Planning Made Simple' },
  { path: '/features', title: 'Features', heading: 'Choose Your Plan' },
  { path: '/login', title: 'Sign In', heading: 'Welcome' },
  { path: '/help', title: 'Help Center', heading: 'Help Center' },
  { path: '/contact', title: 'Contact Us', heading: 'Contact Us' },
  { path: '/terms', title: 'Terms of Service', heading: 'Terms of Service' },
  { path: '/privacy', title: 'Privacy Policy', heading: 'Privacy Policy' },
  { path: '/cookies', title: 'Cookie Policy', heading: 'Cookie Policy' },
] as const;

/** Stores a cookie choice before any page script runs, so the banner stays out of the way. */
async function withConsentStored(page: Page): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [CONSENT_KEY, JSON.stringify(NECESSARY_ONLY)] as const,
  );
}

async function storedConsent(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY);
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on PantryPilot' });

test.describe('public pages', () => {
  test.beforeEach(async ({ page }) => {
    await withConsentStored(page);
  });

  for (const { path, title, heading } of PUBLIC_PAGES) {
    test(`a visitor sees ${path} with its title`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(pageTitle(title));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(
        'PantryPilot. All rights reserved.',
      );
    });
  }

  test('the landing page sends calls to action to sign-in and Learn more to /features', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByText('Smart planning', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get Started Today' })).toBeVisible();
    // No recipe count is claimed until it can be read from the data.
    await expect(page.locator('main')).not.toContainText('180,000');
    // The library's size is read from the data and written as people read numbers: "1,217".
    await expect(page.locator('main')).toContainText(/a library of \d{1,3}(,\d{3})* recipes/);

    await page.getByRole('link', { name: 'Learn more' }).click();
    await expect(page).toHaveURL(/\/features$/);

    await page.goto('/');
    await page.getByRole('link', { name: 'Try It Now' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  });

  test('the login page offers Google only, with links to the terms and privacy', async ({
    page,
  }) => {
    await page.goto('/login');
    const main = page.locator('main');
    await expect(main.getByRole('button')).toHaveCount(1);
    await expect(main.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  test('a failed Google sign-in returns to /login with a toast', async ({ page }) => {
    await page.goto('/login?error=oauth');
    await expect(page.getByText('Failed to login with Google')).toBeVisible();
    // The flag is dropped so a reload does not repeat the toast.
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the features page shows the plan picker with yearly as the default', async ({ page }) => {
    await page.goto('/features');
    for (const name of ['Smart Meal Planning', 'Recipe Management', 'Smart Shopping Lists']) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
    const period = page.getByRole('radiogroup', { name: 'Billing period' });
    await expect(period.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    await expect(period).toContainText('Save $32.88');
    const pro = page.getByRole('article', { name: 'Pro plan' });
    await expect(pro).toContainText('$99');
    await expect(pro).toContainText('Best Value');

    await period.getByRole('radio', { name: 'Monthly' }).click();
    await expect(pro).toContainText('$10.99');
    await expect(pro).not.toContainText('Best Value');

    const free = page.getByRole('article', { name: 'Free plan' });
    for (const line of ['$0', '1 meal plan', 'Automatic shopping list', 'Store integration']) {
      await expect(free).toContainText(line);
    }
  });

  test('the help page has its three tabs and a Contact Support link', async ({ page }) => {
    await page.goto('/help');
    const tabs = page.getByRole('tablist', { name: 'Help topics' });
    await expect(tabs.getByRole('tab')).toHaveText(['Getting Started', 'Account', 'Shopping']);
    await tabs.getByRole('tab', { name: 'Account' }).click();
    await expect(page.getByRole('button', { name: 'How do I sign in?' })).toBeVisible();
    // Sign-in is Google only: no password-reset promises.
    await expect(page.locator('main')).not.toContainText('24 hours');
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the contact form checks every field and honestly sends nothing', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/') && request.method() !== 'GET') {
        apiCalls.push(request.url());
      }
    });
    await page.goto('/contact');
    const submit = page.getByRole('button', { name: 'Submit' });

    await submit.click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await expect(page.getByText('Please enter a message')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await page.getByRole('textbox', { name: 'Name' }).fill('Ada');
    await page.getByRole('textbox', { name: 'Email' }).fill('ada-at-example');
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await submit.click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please enter your name')).toBeHidden();

    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await submit.click();
    const confirmation = page.getByRole('status').filter({ hasText: 'was not sent' });
    await expect(confirmation).toContainText('Thanks, Ada. Your message was not sent.');
    await expect(confirmation).toContainText('nobody will read it');
    expect(apiCalls).toEqual([]);

    await page.getByRole('button', { name: 'Write another message' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  test('the cookie policy page opens the cookie settings', async ({ page }) => {
    await page.goto('/cookies');
    await page.getByRole('button', { name: 'Manage Cookie Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie Settings' })).toBeVisible();
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page.getByRole('heading', { name: 'Meal Planning Made Simple' })).toBeVisible();
  });

  test('a guarded page sends a visitor to /login', async ({ page }) => {
    for (const path of ['/dashboard', '/create-plan', '/settings', '/meal-plan/abc']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('the page scrolls back to the top on a route change', async ({ page }) => {
    await page.goto('/terms');
    // The page's text renders after the session check (a deferred render): scroll once it is
    // there, or the page is still too short to scroll.
    await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.body.scrollHeight);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('sign-in round trip', () => {
  test.beforeEach(async ({ page }) => {
    await withConsentStored(page);
  });

  test('a visitor stopped at a guarded page returns there after signing in', async ({ page }) => {
    // /preferences is open to people who have not finished onboarding, so the guard lets a
    // brand-new person land exactly where they were going.
    await page.goto('/preferences');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const person = newPerson('return');
    // The development issuer's own page (the same authorization-code flow as Google).
    await page.getByLabel('Name').fill(person.name);
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/preferences$/);

    // Signed in, the public-only pages forward to the app; the guards then apply.
    await page.goto('/login');
    await expect(page).not.toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: new RegExp(person.name) })).toBeVisible();
  });
});

test.describe('cookie consent', () => {
  test('the banner shows until a choice is made, and Accept Necessary persists', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Accept Necessary' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Meal Planning Made Simple' })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test('Accept All allows every category and broadcasts the change', async ({ page }) => {
    await page.goto('/features');
    await page.evaluate(() => {
      window.addEventListener('cookie-consent-change', (event) => {
        (window as unknown as { lastConsent: unknown }).lastConsent = (event as CustomEvent).detail;
      });
    });
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(banner(page)).toBeHidden();
    const all = { necessary: true, analytics: true, marketing: true, preferences: true };
    expect(await storedConsent(page)).toMatchObject(all);
    expect(
      await page.evaluate(() => (window as unknown as { lastConsent: unknown }).lastConsent),
    ).toMatchObject(all);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test('the settings dialog keeps necessary on and saves the chosen categories', async ({
    page,
  }) => {
    await page.goto('/help');
    await banner(page).getByRole('button', { name: 'Cookie Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Settings' });
    await expect(dialog).toBeVisible();
    const necessary = dialog.getByRole('switch', { name: 'Necessary' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    for (const name of ['Analytics', 'Marketing', 'Preferences']) {
      await expect(dialog.getByRole('switch', { name })).not.toBeChecked();
    }
    await dialog.getByRole('switch', { name: 'Analytics' }).click();
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: false,
    });

    await page.goto('/cookies');
    await expect(page.getByText('Allowed: Necessary, Analytics.')).toBeVisible();
    await page.getByRole('button', { name: 'Manage Cookie Settings' }).click();
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  });

  test('no analytics script loads without an analytics id, even when allowed', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await page.goto('/features');
    await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  });
});

test.describe('theme', () => {
  test.beforeEach(async ({ page }) => {
    await withConsentStored(page);
  });

  test('the switcher defaults to System, applies Dark at once and keeps it on reload', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await page.getByRole('button', { name: 'Theme: System' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio', { name: /System/ })).toContainText('Active');
    await menu.getByRole('menuitemradio', { name: /Dark/ }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Theme: Dark' }).click();
    await expect(page.getByRole('menuitemradio', { name: /Dark/ })).toContainText('Active');
    await page.getByRole('menuitemradio', { name: /Light/ }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Theme: Light' })).toHaveAttribute(
      'title',
      'Theme: Light',
    );
  });

  test('System follows the operating system setting as it changes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/help');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).not.toHaveClass(/\bdark\b/);
  });
});

test.describe('keyboard and small screens', () => {
  test.beforeEach(async ({ page }) => {
    await withConsentStored(page);
  });

  test('the first Tab reaches a visible skip link that jumps to the content', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: 'Help Center' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('keyboard focus is visible on links and buttons', async ({ page }) => {
    await page.goto('/features');
    await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });

  test('no public page scrolls sideways on a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
    }
  });

  test('after following a link, focus moves to the new page content', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: 'Help Center' })).toBeVisible();
    const footerLink = page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Terms of Service' });
    await footerLink.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
    await expect(page.locator('main')).toBeFocused();
  });

  test('the menu collapses on a phone and opens with its button', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }),
    ).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Help', exact: true })
      .click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    // Nothing may stick out sideways at the smallest supported width.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('accessibility (axe-core)', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const { path, heading } of PUBLIC_PAGES) {
      test(`${path} in the ${theme} theme has no serious or critical violations`, async ({
        page,
      }) => {
        await withConsentStored(page);
        await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
        await expectNoSeriousViolations(page);
      });
    }

    test(`the cookie banner and settings dialog in the ${theme} theme pass axe`, async ({
      page,
    }) => {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      await expectNoSeriousViolations(page);
      await banner(page).getByRole('button', { name: 'Cookie Settings' }).click();
      await expect(page.getByRole('dialog', { name: 'Cookie Settings' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }
});

async function expectNoSeriousViolations(page: Page): Promise<void> {
  // Let entrance transitions finish, so colours are measured as people see them.
  await page.waitForTimeout(250);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  // A run that checked nothing would pass silently.
  expect(results.passes.length).toBeGreaterThan(10);
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(serious).toEqual([]);
}
