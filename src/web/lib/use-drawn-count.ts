import { startTransition, useEffect, useState } from 'react';

/** The longest a slice waits for an idle moment before it is drawn anyway. */
const IDLE_WAIT_MS = 200;

/**
 * How many of a long list's parts to draw while a page opens: `first` at once, then `step`
 * more in each following idle moment until all `total` are drawn (`drawAll` false holds it at
 * `first`). A week's plan is some sixty shopping rows and three recipe cards; drawn in one
 * go they were one task of 100-300 ms on a slow phone, during which a tap waits (issue 14,
 * Total Blocking Time). In slices, each task stays short and the browser can answer between
 * them. Once everything has been drawn, later growth (an item added back) shows at once.
 */
export function useDrawnCount(total: number, first: number, step: number, drawAll = true) {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (!drawAll || drawn >= total) return;
    // Each slice waits for the main thread to be idle (at most IDLE_WAIT_MS), so the rows
    // below the screen do not compete with the page's own first work; without
    // requestIdleCallback (Safari), a timer makes each slice a task of its own. The last slice
    // draws whatever is left and marks the list drawn for good (Infinity).
    const next = drawn + step >= total ? Infinity : drawn + step;
    const draw = () => startTransition(() => setDrawn(next));
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(draw, { timeout: IDLE_WAIT_MS });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = window.setTimeout(draw, 0);
    return () => window.clearTimeout(timer);
  }, [drawAll, drawn, step, total]);
  return Math.min(drawn, total);
}
