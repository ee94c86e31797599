/**
 * `npm run bench:web -- --compare TREE --runs 15`: main-thread CPU per load of the dashboard
 * and a 7-day plan, this build against the build in TREE (issue 34: "no worse than today, 15
 * interleaved loads each, before and after").
 *
 * On this shared 2-core machine one build measured after the other meets another load, and
 * the CPU a load takes rises with it. So both apps run at once (each its own tree's server and
 * build, in a child process of bench/web-bench-app.ts) and their loads alternate: a round is
 * the dashboard of one build, then the other's, then the plan of one, then the other's, and
 * the next round starts with the other build, so neither always goes first. TREE must be
 * built (`vite build` there); this tree is built unless --skip-build.
 *
 * Prints, for each build and page: the median and 90th percentile (nearest rank) of the
 * main-thread CPU per load, the lowest and highest, the accessibility scores, and the load
 * average seen at the start of its loads.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import * as chromeLauncher from 'chrome-launcher';
import { PROJECT_ROOT } from '../src/server/server';
import { resolveChromium } from '../tests/e2e/support/browser';
import type { Row } from './web-bench';

type Audit = (chromePort: number, url: string, cookie?: string, dist?: string) => Promise<Row>;

interface RunningBuild {
  label: string;
  tree: string;
  base: string;
  cookie: string;
  planId: string;
  child: ChildProcess;
}

interface Load {
  build: string;
  page: string;
  cpuMs: number;
  accessibility: number;
  load1: number;
}

/** Starts TREE's app in a child process; resolves once its person and plan are ready. */
function startBuild(label: string, tree: string): Promise<RunningBuild> {
  const child = spawn(
    path.join(PROJECT_ROOT, 'node_modules/.bin/tsx'),
    [path.join(PROJECT_ROOT, 'bench/web-bench-app.ts'), tree, `bench-compare-${label}`],
    { cwd: tree, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${label}: the app stopped (exit ${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('READY ')) return console.log(`  [${label}] ${line}`);
      const app = JSON.parse(line.slice('READY '.length)) as Omit<RunningBuild, 'child'>;
      resolve({ ...app, label, tree, child });
    });
  });
}

/** Closes the child's input, which stops its server; waits for it to exit. */
function stopBuild(build: RunningBuild): Promise<void> {
  return new Promise((resolve) => {
    if (build.child.exitCode !== null) return resolve();
    build.child.once('exit', () => resolve());
    build.child.stdin!.end();
  });
}

/** The value at rank ceil(p * n) of the sorted values (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

function commitOf(tree: string): string {
  const out = spawnSync('git', ['-C', tree, 'log', '-1', '--format=%h'], { encoding: 'utf8' });
  return out.stdout.trim() || '?';
}

export async function compareBuilds(otherTree: string, runs: number, audit: Audit): Promise<void> {
  if (!otherTree) throw new Error('--compare needs the other checkout: --compare TREE');
  // Each tree's commit as it is now: what its build was made from (the bench builds nothing there).
  const trees = [
    { label: 'before', tree: path.resolve(otherTree) },
    { label: 'after', tree: PROJECT_ROOT },
  ].map((t) => ({ ...t, commit: commitOf(t.tree) }));
  const builds: RunningBuild[] = [];
  const browserInfo = await resolveChromium();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const loads: Load[] = [];
  const loadAtStart = loadavg()[0]!;
  try {
    // One after the other: starting two servers and generating two plans at once is load.
    for (const { label, tree } of trees) {
      console.log(`Starting ${label} (${tree})...`);
      builds.push(await startBuild(label, tree));
    }
    chrome = await chromeLauncher.launch({
      chromePath: browserInfo.executablePath,
      chromeFlags: ['--headless=new', ...browserInfo.args],
    });
    const pages = [
      { page: '/dashboard', url: (b: RunningBuild) => `${b.base}/dashboard` },
      { page: '7-day plan', url: (b: RunningBuild) => `${b.base}/meal-plan/${b.planId}` },
    ];
    for (let round = 0; round < runs; round++) {
      const order = round % 2 === 0 ? builds : [...builds].reverse();
      for (const { page, url } of pages) {
        for (const build of order) {
          const load1 = loadavg()[0]!;
          const row = await audit(
            chrome.port,
            url(build),
            build.cookie,
            path.join(build.tree, 'dist'),
          );
          loads.push({
            build: build.label,
            page,
            cpuMs: row.cpuMs,
            accessibility: row.accessibility,
            load1,
          });
        }
      }
    }
  } finally {
    await chrome?.kill();
    await Promise.all(builds.map(stopBuild));
  }
  printComparison(trees, loads, runs, loadAtStart);
}

function printComparison(
  trees: { label: string; tree: string; commit: string }[],
  loads: Load[],
  runs: number,
  loadAtStart: number,
): void {
  console.log(
    `\nMain-thread CPU per load (ms), ${runs} interleaved Lighthouse loads (mobile, simulated slow 4G) a build and page;`,
  );
  console.log(
    `load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end, on ${cpus().length} cores`,
  );
  for (const { label, tree, commit } of trees) console.log(`  ${label}: ${tree} (${commit})`);
  const header = ['page', 'build', 'median', 'p90', 'min-max', 'a11y', 'load avg (mean, range)'];
  const table: string[][] = [];
  for (const page of [...new Set(loads.map((l) => l.page))]) {
    for (const { label } of trees) {
      const mine = loads.filter((l) => l.page === page && l.build === label);
      const cpu = mine.map((l) => l.cpuMs);
      const a11y = [...new Set(mine.map((l) => l.accessibility))].sort((a, b) => a - b);
      const load = mine.map((l) => l.load1);
      const mean = load.reduce((s, v) => s + v, 0) / load.length;
      table.push([
        page,
        label,
        String(percentile(cpu, 0.5)),
        String(percentile(cpu, 0.9)),
        `${Math.min(...cpu)}-${Math.max(...cpu)}`,
        a11y.join(','),
        `${mean.toFixed(1)} (${Math.min(...load).toFixed(1)}-${Math.max(...load).toFixed(1)})`,
      ]);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of table) console.log(line(row));
  console.log('\nEach load in order (build page: CPU ms):');
  console.log(loads.map((l) => `${l.build} ${l.page}: ${l.cpuMs}`).join('; '));
}
