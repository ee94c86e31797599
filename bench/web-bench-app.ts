/**
 * The app `npm run bench:web` loads: the real server on its own embedded PostgreSQL (wiped at
 * start) and a signed-in Pro person with a finished 7-day plan.
 *
 * `bench/web-bench.ts --compare TREE` measures two builds at the same time (issue 34: before and
 * after a change, interleaved, so the machine's load falls on both alike). Each runs its own
 * tree's server and build in a child process of this script:
 *
 *   tsx bench/web-bench-app.ts TREE FOLDER
 *
 * prints one line `READY {"base","cookie","planId"}` once the plan is ready and stops the
 * server when its standard input closes. TREE is a checkout with node_modules and a built
 * dist/ (a `git worktree` of an older commit, say); its own scripts/local-app.ts starts it.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { resolveChromium } from '../tests/e2e/support/browser';

import * as thisTreesLocalApp from '../scripts/local-app';

type LocalApp = typeof thisTreesLocalApp;

export interface BenchApp {
  base: string;
  /** The signed-in person's session cookie. */
  cookie: string;
  /** Their finished 7-day plan. */
  planId: string;
  stop(): Promise<void>;
}

/**
 * A signed-in Pro person with a finished 7-day plan; returns their session cookie. `localApp`:
 * the sign-in steps of the tree whose server runs at `base`.
 */
export async function signedInSession(
  base: string,
  localApp: LocalApp = thisTreesLocalApp,
): Promise<{ cookie: string; planId: string }> {
  const browserInfo = await resolveChromium();
  const browser = await chromium.launch({
    executablePath: browserInfo.executablePath,
    args: browserInfo.args,
  });
  try {
    const page = await browser.newPage();
    await localApp.signInNewPerson(page, base, 'Bench Person');
    await page.request.put(`${base}/api/preferences`, {
      headers: { origin: base },
      data: localApp.EVERYDAY_TASTES,
    });
    await localApp.subscribeMonthly(page, base);
    const planId = await localApp.createCompletedPlan(page, base, {
      duration: '7',
      servingsPerMeal: '2',
      budget: '150',
    });
    const cookies = await page.context().cookies(base);
    return { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '), planId };
  } finally {
    await browser.close();
  }
}

/**
 * Starts the app of `tree` (this checkout when not given) with the data folder
 * .test-data/<folder> and signs the bench's person in.
 */
export async function startBenchApp(folder: string, tree?: string): Promise<BenchApp> {
  const localApp: LocalApp = tree
    ? ((await import(pathToFileURL(path.join(tree, 'scripts/local-app.ts')).href)) as LocalApp)
    : thisTreesLocalApp;
  const server = await localApp.startLocalApp(folder);
  const session = await signedInSession(server.url, localApp);
  return { base: server.url, ...session, stop: () => server.stop() };
}

const runAsScript = process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename;
if (runAsScript) {
  const [tree, folder] = process.argv.slice(2);
  if (!tree || !folder) {
    console.error('usage: tsx bench/web-bench-app.ts TREE FOLDER');
    process.exit(2);
  }
  const app = await startBenchApp(folder, path.resolve(tree));
  const { base, cookie, planId } = app;
  console.log(`READY ${JSON.stringify({ base, cookie, planId })}`);
  process.stdin.resume();
  process.stdin.on('end', () => {
    void app.stop().then(() => process.exit(0));
  });
}
