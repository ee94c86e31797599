/**
 * The times a recipe step names ("simmer 10 minutes", "bake 25 to 30 minutes", "rest 1 hour"),
 * as timers cook mode offers to start (issue 29). A range is timed to its upper end, when the
 * dish is surely done; the label keeps the step's own words.
 */
export interface StepTimer {
  /** "10 minutes", "25 to 30 minutes", as the step says it. */
  label: string;
  seconds: number;
}

const TIME =
  /\b(\d+(?:\.\d+)?|an?|one)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?\s*(hours?|hrs?|minutes?|mins?|seconds?|secs?)\b/gi;

function unitSeconds(unit: string): number {
  const u = unit.toLowerCase();
  if (u.startsWith('h')) return 3600;
  if (u.startsWith('m')) return 60;
  return 1;
}

function amount(text: string): number {
  const t = text.toLowerCase();
  return t === 'a' || t === 'an' || t === 'one' ? 1 : Number(t);
}

export function stepTimers(step: string): StepTimer[] {
  const timers: StepTimer[] = [];
  for (const match of step.matchAll(TIME)) {
    const [label, low, high, unit] = match;
    const value = amount(high ?? low!);
    const seconds = Math.round(value * unitSeconds(unit!));
    // "a minute" or more, at most a day: anything else is not a kitchen timer.
    if (!(seconds >= 1) || seconds > 86_400) continue;
    if (timers.some((t) => t.seconds === seconds && t.label === label)) continue;
    timers.push({ label: label.trim(), seconds });
  }
  return timers;
}

/** "9:05", "1:02:00": what is left on a timer. */
export function formatTimerLeft(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
