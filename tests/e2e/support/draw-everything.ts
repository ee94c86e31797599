import type { Page } from '@playwright/test';

/**
 * Turns off `drawn-when-near` and `drawn-when-near-row` (content-visibility: auto, app.css) on
 * the page, as checks of the whole page need: a full-page screenshot shows the parts below the
 * first screen blank (they are drawn only as a person scrolls near), and their paint
 * containment clips content that sticks out instead of widening the page, so a sideways check
 * would miss it.
 */
export async function drawEverything(page: Pick<Page, 'evaluate'>): Promise<void> {
  await page.evaluate(() => {
    if (document.getElementById('draw-everything')) return;
    const style = document.createElement('style');
    style.id = 'draw-everything';
    style.textContent =
      '.drawn-when-near, .drawn-when-near-row' +
      ' { content-visibility: visible !important; contain: none !important; }';
    document.head.append(style);
  });
}

/**
 * Waits until no part of the page says it is still being drawn (`aria-busy`): the plan page
 * draws a week's shopping rows and recipe cards a few to a task after its first screen.
 */
export async function untilDrawn(page: Pick<Page, 'waitForFunction'>): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}
