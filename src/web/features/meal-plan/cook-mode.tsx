import { Dialog as DialogPrimitive } from 'radix-ui';
import { ChefHat, ChevronLeft, ChevronRight, Sun, Timer, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { mealTitle } from '../../../shared/cook-once-text';
import type { PlanRecipeEntry } from '../../../shared/generated-plan';
import { Button } from '../../components/ui/button';
import { mealLabel } from '../../lib/plan-format';
import { formatTimerLeft, stepTimers } from './step-timers';

/**
 * Cook mode (issue 29): one meal full screen, a step at a time in large text, the ingredients
 * (scaled to the plan's servings) first. The screen is kept awake with the Screen Wake Lock
 * API where the browser has it, and a step's times ("simmer 10 minutes") start timers that
 * keep running from step to step.
 */
export function CookModeButton({ entry }: { entry: PlanRecipeEntry }) {
  const [open, setOpen] = useState(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="secondary" size="sm" className="print:hidden">
          <ChefHat aria-hidden="true" className="size-4" />
          Cook
        </Button>
      </DialogPrimitive.Trigger>
      {open && <CookMode entry={entry} />}
    </DialogPrimitive.Root>
  );
}

type WakeState = 'on' | 'unsupported' | 'refused';

/** Keeps the screen on while mounted, where the browser can; says which it is. */
function useWakeLock(): WakeState {
  const [state, setState] = useState<WakeState>(() =>
    typeof navigator !== 'undefined' && 'wakeLock' in navigator ? 'on' : 'unsupported',
  );
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let ended = false;
    const request = () => {
      navigator.wakeLock
        .request('screen')
        .then((l) => {
          if (ended) void l.release();
          else {
            lock = l;
            setState('on');
          }
        })
        .catch(() => setState('refused'));
    };
    request();
    // The browser lets the lock go when the page is hidden; it is asked for again on return.
    const onVisible = () => {
      if (document.visibilityState === 'visible') request();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', onVisible);
      void lock?.release();
    };
  }, []);
  return state;
}

interface RunningTimer {
  id: number;
  label: string;
  endsAt: number;
}

function CookMode({ entry }: { entry: PlanRecipeEntry }) {
  const steps = entry.recipe.instructions;
  // Page 0 is the ingredients; pages 1..n the steps.
  const [page, setPage] = useState(0);
  const [timers, setTimers] = useState<RunningTimer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const wake = useWakeLock();

  useEffect(() => {
    if (timers.length === 0) return;
    const tick = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(tick);
  }, [timers.length]);

  const doneIds = timers.filter((t) => t.endsAt <= now).map((t) => t.id);
  useEffect(() => {
    if (doneIds.length > 0) navigator.vibrate?.([300, 150, 300]);
  }, [doneIds.length]);

  const last = steps.length;
  const step = page > 0 ? steps[page - 1] : undefined;
  const offered = step ? stepTimers(step) : [];

  function start(label: string, seconds: number) {
    const t = Date.now();
    setNow(t);
    setTimers((list) => [...list, { id: t + list.length, label, endsAt: t + seconds * 1000 }]);
  }

  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Content
        className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-surface text-fg"
        data-testid="cook-mode"
        aria-describedby={undefined}
      >
        <div className="flex items-center gap-3 border-b border-line px-4 py-3 sm:px-8">
          <DialogPrimitive.Title className="min-w-0 flex-1 text-lg font-bold sm:text-xl">
            {mealLabel(entry.meal)}: {mealTitle(entry)}
          </DialogPrimitive.Title>
          <DialogPrimitive.Close
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 font-semibold text-fg-muted hover:bg-surface-muted hover:text-fg"
            aria-label="Close cook mode"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </div>

        <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:px-8">
          <p className="text-sm font-semibold text-fg-muted" aria-live="polite">
            {page === 0 ? 'Ingredients' : `Step ${page} of ${last}`}
          </p>
          {page === 0 ? (
            <ul className="mt-3 space-y-2 text-xl leading-relaxed sm:text-2xl">
              {entry.recipe.main_dish_ingredients.map((ing, i) => (
                <li key={i}>
                  <span className="font-bold tabular-nums">{ing.quantity}</span> {ing.ingredient}
                </li>
              ))}
              {(entry.sides ?? []).map((side) => (
                <li key={side.name}>
                  <span className="font-bold">Side:</span> {side.name}
                </li>
              ))}
            </ul>
          ) : (
            <p
              className="mt-3 text-2xl leading-relaxed font-medium sm:text-3xl"
              data-testid="cook-step"
            >
              {step}
            </p>
          )}
          {offered.length > 0 && (
            <div className="mt-5 flex flex-wrap gap-2">
              {offered.map((t) => (
                <Button key={t.label} variant="secondary" onClick={() => start(t.label, t.seconds)}>
                  <Timer aria-hidden="true" className="size-4" />
                  Start {t.label} timer
                </Button>
              ))}
            </div>
          )}
          {timers.length > 0 && (
            <ul className="mt-6 space-y-2" aria-label="Timers">
              {timers.map((t) => {
                const left = (t.endsAt - now) / 1000;
                const done = left <= 0;
                return (
                  <li
                    key={t.id}
                    className="flex items-center justify-between gap-3 rounded-2xl border border-line bg-surface-muted px-4 py-2"
                    data-testid="cook-timer"
                  >
                    <span className="font-semibold">{t.label}</span>
                    <span
                      className={done ? 'font-bold text-danger' : 'text-xl font-bold tabular-nums'}
                      role={done ? 'alert' : undefined}
                    >
                      {done ? "Time's up" : formatTimerLeft(left)}
                    </span>
                    <button
                      type="button"
                      className="rounded-full px-2 text-sm font-semibold text-fg-muted hover:text-fg"
                      onClick={() => setTimers((list) => list.filter((x) => x.id !== t.id))}
                    >
                      {done ? 'Dismiss' : 'Stop'}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>

        <div className="sticky bottom-0 border-t border-line bg-surface px-4 py-3 sm:px-8">
          <p
            className="mb-2 flex items-center gap-1.5 text-xs text-fg-muted"
            data-testid="wake-lock"
          >
            <Sun aria-hidden="true" className="size-3.5" />
            {wake === 'on'
              ? 'Your screen stays on while cook mode is open.'
              : 'This browser may dim the screen; tap it now and then.'}
          </p>
          <div className="flex items-center gap-3">
            <Button
              variant="secondary"
              size="lg"
              disabled={page === 0}
              onClick={() => setPage((p) => p - 1)}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
              Back
            </Button>
            {page < last ? (
              <Button size="lg" className="ml-auto" onClick={() => setPage((p) => p + 1)}>
                {page === 0 ? 'Start cooking' : 'Next step'}
                <ChevronRight aria-hidden="true" className="size-5" />
              </Button>
            ) : (
              <DialogPrimitive.Close asChild>
                <Button size="lg" className="ml-auto">
                  Done
                </Button>
              </DialogPrimitive.Close>
            )}
          </div>
        </div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
