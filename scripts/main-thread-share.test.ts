import { describe, expect, it } from 'vitest';
import { mainThreadShare, type TraceEvent } from './main-thread-share';

const meta = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const task = (pid: number, tid: number, ts: number, dur: number, tdur: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts,
  dur,
  tdur,
});

describe('mainThreadShare', () => {
  it("sums the page's main-thread tasks after navigation: running time over wall time", () => {
    const events = [
      meta(1, 10, 'CrRendererMain'),
      meta(1, 11, 'Compositor'),
      { name: 'navigationStart', pid: 1, tid: 10, ts: 1_000 },
      task(1, 10, 500, 9_000, 9_000), // before navigation: not counted
      task(1, 10, 2_000, 40_000, 10_000),
      task(1, 10, 50_000, 20_000, 20_000),
      task(1, 11, 2_000, 80_000, 1_000), // another thread
      { ...task(1, 10, 80_000, 5_000, 5_000), name: 'Layout' }, // not a top-level task
    ];
    expect(mainThreadShare(events)).toEqual({ wallMs: 60, cpuMs: 30, share: 0.5 });
  });

  it('takes the renderer main thread with the most events (the page, not about:blank)', () => {
    const events = [
      meta(1, 10, 'CrRendererMain'),
      meta(2, 20, 'CrRendererMain'),
      task(1, 10, 0, 10_000, 10_000),
      task(2, 20, 0, 10_000, 2_500),
      task(2, 20, 20_000, 10_000, 2_500),
    ];
    expect(mainThreadShare(events)?.share).toBe(0.25);
  });

  it('says nothing for a trace without a renderer main thread or its tasks', () => {
    expect(mainThreadShare([])).toBeNull();
    expect(mainThreadShare([meta(1, 10, 'CrRendererMain')])).toBeNull();
  });
});
