/**
 * Which sheet the plan page prints (issue 29): the shopping list (as before, and whatever the
 * browser's own Print menu prints), the week's menu with every recipe, or one recipe. A print
 * button asks for its sheet and opens the browser's print dialog; the sheet is drawn in the
 * browser's `beforeprint` event and dropped after, so nothing of it weighs on the page.
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

export type PrintSheet = { kind: 'list' } | { kind: 'week' } | { kind: 'recipe'; key: string };

const LIST: PrintSheet = { kind: 'list' };
let requested: PrintSheet = LIST;

/** Prints one sheet: the list, the week, or the recipe of `key` ("day:meal"). */
export function printSheet(sheet: PrintSheet): void {
  requested = sheet;
  window.print();
}

/** The sheet being printed now, or null when the browser is not printing. */
export function usePrintSheet(): PrintSheet | null {
  const [sheet, setSheet] = useState<PrintSheet | null>(null);
  useEffect(() => {
    const before = () => flushSync(() => setSheet(requested));
    const after = () => {
      setSheet(null);
      requested = LIST;
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return sheet;
}

export function recipeKey(entry: { day: number; meal: string }): string {
  return `${entry.day}:${entry.meal}`;
}
