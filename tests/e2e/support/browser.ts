/**
 * Which headless Chromium the end-to-end tests drive: Debian's /usr/bin/chromium when it is
 * installed, otherwise the Chromium shipped inside the npm package @sparticuz/chromium.
 * Nothing is downloaded from anywhere else.
 */
import { existsSync } from 'node:fs';

const COMMON_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export async function resolveChromium(): Promise<{ executablePath: string; args: string[] }> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return { executablePath: fromEnv, args: COMMON_ARGS };
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return { executablePath: candidate, args: COMMON_ARGS };
  }
  const { default: packaged } = await import('@sparticuz/chromium');
  // Its serverless defaults also switch off web security; keep the browser honest instead.
  const keep = packaged.args.filter(
    (a) =>
      !a.startsWith('--disable-web-security') &&
      !a.startsWith('--allow-running-insecure-content') &&
      !a.startsWith('--disable-site-isolation-trials') &&
      !a.startsWith('--single-process'),
  );
  return {
    executablePath: await packaged.executablePath(),
    args: [...new Set([...keep, ...COMMON_ARGS])],
  };
}
