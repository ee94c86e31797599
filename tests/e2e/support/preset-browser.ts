import type { Page } from '@playwright/test';

/**
 * The person has already answered the cookie banner (necessary cookies only), so it never
 * covers the buttons a test clicks; with a theme, that theme is the stored choice.
 */
export async function presetBrowser(page: Page, theme?: 'light' | 'dark') {
  await page.addInitScript((chosen) => {
    window.localStorage.setItem(
      'cookie-consent',
      JSON.stringify({
        necessary: true,
        analytics: false,
        marketing: false,
        preferences: false,
        updatedAt: new Date().toISOString(),
      }),
    );
    if (chosen) window.localStorage.setItem('theme', chosen);
  }, theme ?? null);
}
