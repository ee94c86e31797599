/**
 * How much of the time a page's main-thread tasks took the thread was actually running on a
 * core (`npm run bench:web`, issue 14).
 *
 * Lighthouse's simulated throttling takes each task's wall-clock duration from the trace and
 * multiplies it by four. On this 2-core machine the browser's compositor and browser process,
 * the app's server and Lighthouse itself compete with the page during a load, and a task often
 * takes two or three times its CPU time waiting for a core: a run's Total Blocking Time then
 * says as much about the machine as about the page. The bench prints this share beside the
 * scores so that a starved run can be told from a slow page.
 */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall-clock duration, microseconds. */
  dur?: number;
  /** Time the thread was running, microseconds. */
  tdur?: number;
  args?: { name?: string };
}

export interface MainThreadShare {
  /** Wall-clock time of the page's top-level tasks after navigation started. */
  wallMs: number;
  /** The thread's running time in those tasks. */
  cpuMs: number;
  /** cpuMs / wallMs, 0 to 1. */
  share: number;
}

/**
 * The page's main thread: the renderer main thread with the most events (the page's, not the
 * about:blank Lighthouse starts from). Lighthouse itself finds it from the main frame's
 * commit events (its TraceProcessor); this simpler rule picks the same thread in its traces.
 */
function pageMainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const mainThreads = new Set<string>();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') {
      mainThreads.add(`${e.pid}:${e.tid}`);
    }
  }
  const counts = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (mainThreads.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [key, count] of counts) if (best === null || count > counts.get(best)!) best = key;
  if (best === null) return null;
  const [pid, tid] = best.split(':').map(Number);
  return { pid: pid!, tid: tid! };
}

export function mainThreadShare(events: TraceEvent[]): MainThreadShare | null {
  const thread = pageMainThread(events);
  if (!thread) return null;
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === thread.pid);
  const from = navigation?.ts ?? -Infinity;
  let wall = 0;
  let cpu = 0;
  for (const e of events) {
    if (e.pid !== thread.pid || e.tid !== thread.tid || e.ph !== 'X' || e.name !== 'RunTask')
      continue;
    if (e.ts < from || e.dur === undefined || e.tdur === undefined) continue;
    wall += e.dur;
    cpu += e.tdur;
  }
  if (wall === 0) return null;
  return { wallMs: wall / 1000, cpuMs: cpu / 1000, share: Math.min(1, cpu / wall) };
}
