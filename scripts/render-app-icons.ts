/**
 * Renders the installable app's PNG icons (192 and 512 px) from public/icons/app-icon.svg
 * with the same headless Chromium the end-to-end tests use; the PNGs are committed, so the
 * build needs no browser. Run after changing the SVG: `npm run icons`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { resolveChromium } from '../tests/e2e/support/browser';

const root = path.resolve(import.meta.dirname, '..');
const svg = readFileSync(path.join(root, 'public/icons/app-icon.svg'), 'utf8');
const browserPath = await resolveChromium();
const browser = await chromium.launch(browserPath);
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    const file = path.join(root, `public/icons/icon-${size}.png`);
    await page.screenshot({ path: file, omitBackground: true });
    await page.close();
    console.log(`wrote ${path.relative(root, file)}`);
  }
} finally {
  await browser.close();
}
