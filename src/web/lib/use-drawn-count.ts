import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a long list's parts to draw while a page opens: `first` at once, then `step`
 * more in each following task until all `total` are drawn (`drawAll` false holds it at
 * `first`). A week's plan is some sixty shopping rows and three recipe cards; drawn in one
 * go they were one task of 100-300 ms on a slow phone, during which a tap waits (issue 14,
 * Total Blocking Time). In slices, each task stays short and the browser can answer between
 * them. Once everything has been drawn, later growth (an item added back) shows at once.
 */
export function useDrawnCount(total: number, first: number, step: number, drawAll = true) {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (!drawAll || drawn >= total) return;
    // A timer, so that each slice is a task of its own; the last one draws whatever is left
    // and marks the list drawn for good (Infinity).
    const next = drawn + step >= total ? Infinity : drawn + step;
    const timer = window.setTimeout(() => startTransition(() => setDrawn(next)), 0);
    return () => window.clearTimeout(timer);
  }, [drawAll, drawn, step, total]);
  return Math.min(drawn, total);
}
