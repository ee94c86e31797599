/**
 * Live plan progress from the server-sent events of the plans API (contract:
 * src/shared/meal-plan.ts, SSE_EVENTS), with polling as the fallback (spec section 4:
 * progress polling from 5 s, x1.5, up to 30 s). Statuses are folded into the query cache,
 * so the dashboard, the plan page and the chrome all show the same thing.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import {
  mealPlanDeletedEventSchema,
  mealPlanStatusSchema,
  type MealPlanListItem,
  type MealPlanStatus,
} from '../../shared/meal-plan';
import { applyPlanStatus, fetchMealPlanStatus, mealPlanKeys } from './meal-plans-api';
import { SESSION_QUERY_KEY } from './session';

export const PLAN_READY_MESSAGE = 'Your meal plan is ready!';
export const PLAN_FAILED_MESSAGE = 'Failed to generate meal plan';
export const STILL_GENERATING_MESSAGE = 'Your meal plan is still being generated...';
/** Spec section 9: the processing-plan toast shows for 3 s. */
export const STILL_GENERATING_TOAST_MS = 3_000;
export const STATUS_CHECK_FAILED_MESSAGE =
  'Failed to check meal plan status after multiple attempts';

/** Spec section 9: progress polling starts at 5 s and grows by 1.5 up to 30 s. */
const POLL_START_MS = 5_000;
const POLL_FACTOR = 1.5;
const POLL_MAX_MS = 30_000;
/** Spec section 9: the status check gives up after 3 failed attempts. */
const POLL_ATTEMPTS = 3;

interface StreamHandlers {
  status?: (status: MealPlanStatus) => void;
  deleted?: (id: string) => void;
  resync?: () => void;
  /** The stream could not be (re)opened; polling has to carry on alone. */
  closed?: () => void;
}

/** Opens an event stream; returns how to close it. Nothing happens where EventSource is missing. */
export function openPlanStream(url: string, handlers: StreamHandlers): () => void {
  if (typeof EventSource === 'undefined') {
    handlers.closed?.();
    return () => {};
  }
  const source = new EventSource(url, { withCredentials: true });
  source.addEventListener('status', (event) => {
    const parsed = mealPlanStatusSchema.safeParse(safeJson((event as MessageEvent).data));
    if (parsed.success) handlers.status?.(parsed.data);
  });
  source.addEventListener('deleted', (event) => {
    const parsed = mealPlanDeletedEventSchema.safeParse(safeJson((event as MessageEvent).data));
    if (parsed.success) handlers.deleted?.(parsed.data.id);
  });
  source.addEventListener('resync', () => handlers.resync?.());
  source.addEventListener('error', () => {
    // The browser reconnects by itself unless the server refused the stream outright.
    if (source.readyState === EventSource.CLOSED) handlers.closed?.();
  });
  return () => source.close();
}

function safeJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isFinished(status: MealPlanStatus): boolean {
  return status.status !== 'processing';
}

/** Refreshes what a finished plan changes: the list, the plan itself and the plan count. */
export function refreshAfterFinish(queryClient: QueryClient, id: string): void {
  void queryClient.invalidateQueries({ queryKey: mealPlanKeys.list });
  void queryClient.invalidateQueries({ queryKey: mealPlanKeys.active });
  void queryClient.invalidateQueries({ queryKey: mealPlanKeys.detail(id) });
  void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}

/** The loading toast for a plan that is still generating (one at a time, 3 s). */
export function showStillGeneratingToast(): void {
  toast.loading(STILL_GENERATING_MESSAGE, {
    id: 'plan-still-generating',
    duration: STILL_GENERATING_TOAST_MS,
  });
}

const notified = new Set<string>();

/**
 * The end-of-generation toast, once per plan and page load however many places learn of it
 * (the watcher started by the wizard, the dashboard's stream, its polling).
 */
export function announcePlanFinished(
  status: Pick<MealPlanStatus, 'id' | 'status' | 'error'>,
): void {
  if (notified.has(status.id)) return;
  notified.add(status.id);
  if (status.status === 'completed') {
    toast.success(PLAN_READY_MESSAGE, { id: `plan-finished-${status.id}` });
  } else if (status.status === 'error') {
    toast.error(status.error || PLAN_FAILED_MESSAGE, { id: `plan-finished-${status.id}` });
  }
}

/** A retried plan may finish again, and that deserves its own toast. */
export function forgetAnnouncement(id: string): void {
  notified.delete(id);
}

const watchers = new Map<string, () => void>();

/**
 * Follows one plan's generation until it ends, wherever the person goes in the app: its
 * event stream first, status polling (5 s growing to 30 s) whenever the stream is down.
 * Announces the end with a toast. Started by the wizard after creating the plan.
 */
export function watchPlanGeneration(queryClient: QueryClient, id: string): void {
  if (watchers.has(id)) return;
  forgetAnnouncement(id);
  let stopped = false;
  let streamOpen = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = POLL_START_MS;
  let failures = 0;

  const finish = (status: MealPlanStatus) => {
    if (stopped) return;
    stop();
    applyPlanStatus(queryClient, status);
    refreshAfterFinish(queryClient, id);
    announcePlanFinished(status);
  };
  const handle = (status: MealPlanStatus) => {
    failures = 0;
    if (isFinished(status)) finish(status);
    else applyPlanStatus(queryClient, status);
  };
  const poll = async () => {
    if (stopped) return;
    if (!streamOpen) {
      try {
        handle(await fetchMealPlanStatus(id));
      } catch {
        failures += 1;
        if (failures >= POLL_ATTEMPTS) {
          stop();
          toast.error(STATUS_CHECK_FAILED_MESSAGE);
          return;
        }
      }
    }
    delay = Math.min(Math.round(delay * POLL_FACTOR), POLL_MAX_MS);
    timer = setTimeout(() => void poll(), delay);
  };
  const close = openPlanStream(`/api/meal-plans/${encodeURIComponent(id)}/events`, {
    status: (status) => {
      streamOpen = true;
      handle(status);
    },
    deleted: () => {
      stop();
      refreshAfterFinish(queryClient, id);
    },
    closed: () => {
      streamOpen = false;
    },
  });
  const stop = () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    close();
    watchers.delete(id);
  };
  watchers.set(id, stop);
  timer = setTimeout(() => void poll(), delay);
}

/**
 * The person's plans, live: every status change of any of their plans folds into the list;
 * a plan that finishes refreshes it. While mounted (the dashboard).
 */
export function usePersonPlanEvents(onStatus?: (status: MealPlanStatus) => void): void {
  const queryClient = useQueryClient();
  const callback = useRef(onStatus);
  useEffect(() => {
    callback.current = onStatus;
  });
  useEffect(
    () =>
      openPlanStream('/api/meal-plans/events', {
        status: (status) => {
          const known = queryClient
            .getQueryData<MealPlanListItem[]>(mealPlanKeys.list)
            ?.some((plan) => plan.id === status.id);
          // A plan started elsewhere (another tab, another device) joins the list at once.
          if (!known) void queryClient.invalidateQueries({ queryKey: mealPlanKeys.list });
          applyPlanStatus(queryClient, status);
          if (isFinished(status)) refreshAfterFinish(queryClient, status.id);
          callback.current?.(status);
        },
        deleted: () => void queryClient.invalidateQueries({ queryKey: mealPlanKeys.list }),
        resync: () => void queryClient.invalidateQueries({ queryKey: mealPlanKeys.all }),
      }),
    [queryClient],
  );
}

/**
 * One plan's progress while it generates (the plan page): the event stream, with status
 * polling as the fallback. Calls onFinish once with the final status.
 */
export function usePlanProgress(
  id: string,
  enabled: boolean,
  onFinish: (status: MealPlanStatus) => void,
): void {
  const queryClient = useQueryClient();
  const finishRef = useRef(onFinish);
  useEffect(() => {
    finishRef.current = onFinish;
  });
  useEffect(() => {
    if (!enabled) return;
    let done = false;
    let streamOpen = false;
    let delay = POLL_START_MS;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const handle = (status: MealPlanStatus) => {
      if (done || status.id !== id) return;
      applyPlanStatus(queryClient, status);
      if (isFinished(status)) {
        done = true;
        close();
        if (timer) clearTimeout(timer);
        finishRef.current(status);
      }
    };
    const close = openPlanStream(`/api/meal-plans/${encodeURIComponent(id)}/events`, {
      status: (status) => {
        streamOpen = true;
        handle(status);
      },
      closed: () => {
        streamOpen = false;
      },
    });
    const poll = async () => {
      if (done) return;
      if (!streamOpen) {
        try {
          handle(await fetchMealPlanStatus(id));
          failures = 0;
        } catch {
          failures += 1;
          if (failures >= POLL_ATTEMPTS) {
            done = true;
            close();
            toast.error(STATUS_CHECK_FAILED_MESSAGE);
            return;
          }
        }
      }
      delay = Math.min(Math.round(delay * POLL_FACTOR), POLL_MAX_MS);
      timer = setTimeout(() => void poll(), delay);
    };
    timer = setTimeout(() => void poll(), delay);
    return () => {
      done = true;
      close();
      if (timer) clearTimeout(timer);
    };
  }, [enabled, id, queryClient]);
}
