/**
 * `npm run bench:web`: how fast the pages load on a phone (issue 14). Builds the web app,
 * starts the real server on its own embedded PostgreSQL (wiped at start), and runs Lighthouse
 * (mobile, simulated slow 4G) with the Chromium the end-to-end tests drive
 * (tests/e2e/support/browser.ts; nothing is downloaded) on every public page and, signed in
 * through the development issuer, on the dashboard and a 7-day plan. Prints one row a page:
 * performance and accessibility scores, LCP, TBT, the bytes transferred and the JavaScript
 * among them. Goals: performance and accessibility at least 95 on public pages, 90 signed in.
 *
 * The machine's load average is printed with the table: Lighthouse's simulated throttling
 * multiplies the main thread's tasks as they took on the clock, so a busy machine lowers the
 * scores. The "CPU %" column says how much of its tasks' time the page's main thread was
 * running in the median run (scripts/main-thread-share.ts): well under 100 means the run's
 * TBT was stretched by the machine, not only by the page.
 *
 *   npm run bench:web [-- --skip-build] [-- --only /,/features] [-- --runs N] [-- --details]
 *                     [-- --json DIR] [-- --compare TREE]
 *
 * Each page is measured --runs times (default 3; the dashboard and the plan in turn) and the
 * run with the median performance score is shown, with the lowest and highest score beside it: Lighthouse's own advice, as one run's
 * Total Blocking Time moves by a factor of two on this machine.
 * --details prints each page's long tasks and the scripts that kept the main thread busy;
 * --json writes each page's full Lighthouse report into DIR (one file a page).
 * --compare TREE measures this build against the one in TREE (another checkout, built), the
 * dashboard and the 7-day plan only, their loads interleaved (bench/web-bench-compare.ts).
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildWebApp, startLocalApp } from '../scripts/local-app';
import { mainThreadShare, type TraceEvent } from '../scripts/main-thread-share';
import { PROJECT_ROOT } from '../src/server/server';
import { resolveChromium } from '../tests/e2e/support/browser';
import { compareBuilds } from './web-bench-compare';
import { signedInSession } from './web-bench-app';

const args = process.argv.slice(2);
const details = args.includes('--details');
const runs = args.includes('--runs') ? Math.max(1, Number(args[args.indexOf('--runs') + 1])) : 3;
const jsonDir = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
const only = args.includes('--only') ? (args[args.indexOf('--only') + 1] ?? '').split(',') : null;
const PUBLIC_PAGES = [
  '/',
  '/features',
  '/login',
  '/help',
  '/contact',
  '/terms',
  '/privacy',
  '/cookies',
];

if (!args.includes('--skip-build')) buildWebApp();

if (args.includes('--compare')) {
  await compareBuilds(args[args.indexOf('--compare') + 1] ?? '', runs, audit);
  process.exit(0);
}

const server = await startLocalApp('bench-web');
const base = server.url;
const browserInfo = await resolveChromium();

export interface Row {
  page: string;
  performance: number;
  /** Lowest and highest performance score of the runs. */
  range: string;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  /** Share of its tasks' wall-clock time the main thread was running, percent ('' if unknown). */
  cpuShare: string;
  /** The page's main-thread CPU time per load, ms: the median of all runs (-1 if unknown). */
  cpuMs: number;
  kb: number;
  jsKb: number;
  jsGzKb: number;
}

/** One Lighthouse load of `url`; `dist`: the build the server sends (for the gzipped sizes). */
async function audit(
  chromePort: number,
  url: string,
  cookie?: string,
  dist = path.join(PROJECT_ROOT, 'dist'),
): Promise<Row> {
  console.log(`Lighthouse: ${url}`);
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audits = lhr.audits;
  const items =
    (
      audits['network-requests']?.details as
        { items?: { resourceType?: string; transferSize?: number; url?: string }[] } | undefined
    )?.items ?? [];
  const scripts = items.filter((i) => i.resourceType === 'Script');
  const share = mainThreadShare(
    (result.artifacts.Trace as { traceEvents?: TraceEvent[] } | undefined)?.traceEvents ?? [],
  );
  const jsBytes = scripts.reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  if (details) printDetails(url, audits);
  if (jsonDir) {
    mkdirSync(jsonDir, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(path.join(jsonDir, `${name}.json`), JSON.stringify(lhr));
  }
  return {
    page: new URL(url).pathname,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    range: '',
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cpuShare: share ? String(Math.round(share.share * 100)) : '',
    cpuMs: share ? Math.round(share.cpuMs) : -1,
    kb: Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 1024),
    jsKb: Math.round(jsBytes / 1024),
    jsGzKb: Math.round(
      gzippedBytes(
        dist,
        scripts.map((s) => s.url ?? ''),
      ) / 1024,
    ),
  };
}

/** Audits a page `runs` times; the run with the median performance score, and the range. */
async function medianAudit(chromePort: number, url: string, cookie?: string): Promise<Row> {
  const all: Row[] = [];
  for (let i = 0; i < runs; i++) all.push(await audit(chromePort, url, cookie));
  return summary(all);
}

/**
 * Audits the pages in turn, `runs` rounds (the first, the second, the first...), so a change
 * in the machine's load falls on each page alike; one summary row a page.
 */
async function interleavedAudits(
  chromePort: number,
  urls: string[],
  cookie?: string,
): Promise<Row[]> {
  const all: Row[][] = urls.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [n, url] of urls.entries()) all[n]!.push(await audit(chromePort, url, cookie));
  }
  return all.map(summary);
}

/** The run with the median performance score, the score range, and the median CPU time. */
function summary(all: Row[]): Row {
  const cpu = all.map((r) => r.cpuMs).sort((a, b) => a - b);
  all.sort((a, b) => a.performance - b.performance);
  const median = all[Math.floor((all.length - 1) / 2)]!;
  return {
    ...median,
    range: `${all[0]!.performance}-${all[all.length - 1]!.performance}`,
    cpuMs: cpu[Math.floor((cpu.length - 1) / 2)]!,
  };
}

/**
 * The issue's goal counts gzipped JavaScript; the browser here is sent Brotli. The build keeps
 * a .gz copy of every asset (scripts/precompress-plugin.ts), so the page's scripts are
 * counted by those copies' sizes.
 */
function gzippedBytes(dist: string, urls: string[]): number {
  let sum = 0;
  for (const url of urls) {
    const file = path.join(dist, new URL(url).pathname);
    if (existsSync(`${file}.gz`)) sum += statSync(`${file}.gz`).size;
    else if (existsSync(file)) sum += statSync(file).size;
  }
  return sum;
}

/** With --details: the main thread's long tasks and the scripts that kept it busy. */
function printDetails(url: string, audits: Record<string, { details?: unknown }>): void {
  type Items = { items?: Record<string, unknown>[] };
  const longTasks = (audits['long-tasks']?.details as Items | undefined)?.items ?? [];
  const bootup = (audits['bootup-time']?.details as Items | undefined)?.items ?? [];
  console.log(`  long tasks on ${new URL(url).pathname}:`);
  for (const t of longTasks.slice(0, 8)) {
    console.log(
      `    ${Math.round(Number(t.duration))} ms at ${Math.round(Number(t.startTime))} ms  ${String(t.url)}`,
    );
  }
  console.log('  script time (total / evaluation / parse, ms):');
  for (const b of bootup.slice(0, 6)) {
    console.log(
      `    ${Math.round(Number(b.total))} / ${Math.round(Number(b.scripting))} / ${Math.round(Number(b.scriptParseCompile))}  ${String(b.url)}`,
    );
  }
}

const rows: Row[] = [];
const chrome = await chromeLauncher.launch({
  chromePath: browserInfo.executablePath,
  chromeFlags: ['--headless=new', ...browserInfo.args],
});
try {
  for (const page of PUBLIC_PAGES.filter((p) => !only || only.includes(p))) {
    rows.push({ ...(await medianAudit(chrome.port, `${base}${page}`)), page });
  }
  if (!only || only.includes('/dashboard')) {
    const session = await signedInSession(base);
    const [dashboard, plan] = await interleavedAudits(
      chrome.port,
      [`${base}/dashboard`, `${base}/meal-plan/${session.planId}`],
      session.cookie,
    );
    rows.push({ ...dashboard!, page: '/dashboard' });
    rows.push({ ...plan!, page: '/meal-plan/:id (7 days)' });
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const header = [
  'page',
  'perf',
  'range',
  'a11y',
  'LCP ms',
  'TBT ms',
  'CPU %',
  'CPU ms',
  'KB',
  'JS KB',
  'JS gz KB',
];
const table = rows.map((r) => [
  r.page,
  String(r.performance),
  r.range,
  String(r.accessibility),
  String(r.lcpMs),
  String(r.tbtMs),
  r.cpuShare,
  String(r.cpuMs),
  String(r.kb),
  String(r.jsKb),
  String(r.jsGzKb),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
const [load1] = loadavg();
console.log(
  `\nLighthouse, mobile, simulated slow 4G; load average ${load1!.toFixed(1)} on ${cpus().length} cores at the end`,
);
console.log(
  'KB and JS KB as transferred (Brotli); JS gz KB: the same scripts gzipped (goal <= 120 on public pages);',
);
console.log(
  `perf: the median of ${runs} run(s), range: lowest-highest; LCP, TBT and bytes from the median run`,
);
console.log(
  "CPU %: how much of its tasks' time the page's main thread was running in that run (the rest it waited for a core)",
);
console.log(
  "CPU ms: the main thread's running time per load after navigation, the median of all runs (issue 34)",
);
console.log('goal: performance and accessibility >= 95 on public pages, >= 90 signed in');
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of table) console.log(line(row));
process.exit(0);
