import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { shoppingTotalCents, type ShoppingItem } from '../../../shared/generated-plan';
import type { ListChange, ListChangeKind, ListState } from '../../../shared/list-sync';
import type { CartLink, MealPlanDetail } from '../../../shared/meal-plan';
import {
  enqueue,
  fetchListState,
  isOfflineFailure,
  listStateKey,
  readQueue,
  sendListChanges,
  settleSent,
  withoutSent,
  writeQueue,
} from '../../lib/list-sync-api';
import { mealPlanKeys } from '../../lib/meal-plans-api';

export type ShoppingItems = Record<string, ShoppingItem>;

/** Spec section 9: in the plan view success toasts last 3 s and errors 4 s. */
const SUCCESS_TOAST = { duration: 3000 } as const;
const ERROR_TOAST = { duration: 4000 } as const;
/** A conflict is read, not glanced at. */
const CONFLICT_TOAST = { duration: 8000 } as const;
/** The fallback when the live stream cannot be held open. */
const LIST_POLL_MS = 15_000;
/** How often queued changes are tried again while there seems to be no network. */
const RETRY_MS = 4_000;

export interface ShoppingListState {
  items: ShoppingItems;
  cart: CartLink | null;
  /** A save is on its way: the totals read "Saving..." until it ends. */
  saving: boolean;
  /** Spec section 9: sum of price x quantity_to_buy over the active items. */
  totalCents: number;
  activeCount: number;
  /** The total per serving: one number for every figure on the page. */
  perServingCents: number;
  setActive: (key: string, value: 0 | 1) => void;
  /** A swap or a reload replaced the list on the server: start again from it. */
  reset: (plan: MealPlanDetail) => void;
  /** In-store ticks (issue 17), kept apart from remove / add back. */
  inBasket: Record<string, boolean>;
  setInBasket: (key: string, value: boolean) => void;
  /** Items with a change made on this device that the server has not confirmed yet. */
  pendingKeys: Set<string>;
  /** Changes wait for the network. */
  waitingForNetwork: boolean;
}

function currentValue(
  kind: ListChangeKind,
  key: string,
  items: ShoppingItems,
  state: ListState | undefined,
): boolean {
  if (kind === 'active') {
    const fromState = state?.items[key]?.active;
    return fromState ?? (items[key] ? items[key]!.active !== 0 : true);
  }
  return state?.items[key]?.inBasket ?? false;
}

/**
 * The one copy of a plan's shopping list on the plan page: the plan's items, the in-store
 * state from the server, and the changes made on this device not yet confirmed, laid over
 * them. Each change is queued (localStorage), sent at once when there is a network and
 * otherwise when it returns; the header's figures and the list read the same items.
 */
export function useShoppingList(plan: MealPlanDetail): ShoppingListState {
  const queryClient = useQueryClient();
  const planId = plan.id;
  const baseItems = plan.generatedPlan?.shopping_list.items ?? {};
  const stateQuery = useQuery({
    queryKey: listStateKey(planId),
    queryFn: ({ signal }) => fetchListState(planId, signal),
    refetchInterval: LIST_POLL_MS,
    retry: false,
  });
  const state = stateQuery.data;
  const [queue, setQueue] = useState<ListChange[]>(() => readQueue(planId));
  const queueRef = useRef(queue);
  const [inFlight, setInFlight] = useState(false);
  const sending = useRef(false);
  const [waitingForNetwork, setWaiting] = useState(false);
  const waitingRef = useRef(false);
  waitingRef.current = waitingForNetwork;

  const updateQueue = useCallback(
    (next: ListChange[]) => {
      queueRef.current = next;
      writeQueue(planId, next);
      setQueue(next);
    },
    [planId],
  );

  // The functions handed to the page keep their identity across renders (so a row or a meal
  // card need not redraw when the list does); they read the list as it is when called.
  const latest = useRef({ baseItems, state });
  latest.current = { baseItems, state };
  const flush = useCallback(async () => {
    if (sending.current || queueRef.current.length === 0) return;
    sending.current = true;
    setInFlight(true);
    const sent = queueRef.current;
    try {
      const saved = await sendListChanges(planId, sent);
      const known = latest.current.baseItems;
      const settled = settleSent(queueRef.current, sent, saved, (key) =>
        Object.hasOwn(known, key) ? known[key]!.name : undefined,
      );
      updateQueue(settled.queue);
      setWaiting(false);
      queryClient.setQueryData(listStateKey(planId), saved.state);
      queryClient.setQueryData<MealPlanDetail>(mealPlanKeys.detail(planId), (old) =>
        old && old.generatedPlan
          ? {
              ...old,
              totalCostCents: saved.totalCents,
              generatedPlan: { ...old.generatedPlan, shopping_list: saved.shopping_list },
              cart: saved.cart,
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: mealPlanKeys.list });
      for (const conflict of saved.conflicts) {
        toast(conflict.message, { ...CONFLICT_TOAST, id: `list-conflict-${conflict.key}` });
      }
      // The rest of the batch applied; each change that did not is named, with the reason.
      for (const refusal of settled.refused) {
        toast.error(refusal.message, {
          ...CONFLICT_TOAST,
          id: `list-refused-${refusal.kind}-${refusal.key}`,
        });
      }
      if (settled.refused.length < sent.length) {
        toast.success('Shopping list updated', { ...SUCCESS_TOAST, id: 'shopping-list-saved' });
      }
    } catch (error) {
      if (isOfflineFailure(error)) {
        // Kept on this device; sent when the network returns.
        setWaiting(true);
      } else {
        // Refused (the plan is gone or no longer shared): what the server has is the truth.
        updateQueue(withoutSent(queueRef.current, sent));
        void queryClient.invalidateQueries({ queryKey: listStateKey(planId) });
        toast.error('Failed to update shopping list', {
          ...ERROR_TOAST,
          id: 'shopping-list-saved',
        });
      }
    } finally {
      sending.current = false;
      setInFlight(false);
    }
    // Changes made while that send was on its way.
    if (queueRef.current.length > 0 && !waitingRef.current) void flush();
  }, [planId, queryClient, updateQueue]);

  // Replays what was queued in an earlier visit, and again whenever the network returns.
  useEffect(() => {
    void flush();
    const onOnline = () => {
      setWaiting(false);
      waitingRef.current = false;
      void flush();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [flush]);

  // The "online" event is not to be trusted (a phone on a store's Wi-Fi with no internet says
  // it is online; some browsers miss the event): while changes wait, try again every few seconds.
  useEffect(() => {
    if (!waitingForNetwork) return;
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waitingForNetwork, flush]);

  // Live: a change made on another phone shows within moments.
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/meal-plans/${encodeURIComponent(planId)}/list-events`, {
      withCredentials: true,
    });
    source.addEventListener('list', () => {
      void queryClient.invalidateQueries({ queryKey: listStateKey(planId) });
    });
    return () => source.close();
  }, [planId, queryClient]);

  const change = useCallback(
    (kind: ListChangeKind, key: string, value: boolean) => {
      const { baseItems: items, state: listState } = latest.current;
      if (!items[key]) return;
      const version =
        kind === 'active'
          ? (listState?.items[key]?.activeVersion ?? 0)
          : (listState?.items[key]?.basketVersion ?? 0);
      updateQueue(enqueue(queueRef.current, { key, kind, value, baseVersion: version }));
      void flush();
    },
    [flush, updateQueue],
  );
  const setActive = useCallback(
    (key: string, value: 0 | 1) => change('active', key, value === 1),
    [change],
  );
  const setInBasket = useCallback(
    (key: string, value: boolean) => change('inBasket', key, value),
    [change],
  );
  const reset = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: listStateKey(planId) });
  }, [planId, queryClient]);

  const items: ShoppingItems = {};
  const inBasket: Record<string, boolean> = {};
  for (const [key, item] of Object.entries(baseItems)) {
    const active = currentValue('active', key, baseItems, state);
    items[key] = { ...item, active: active ? 1 : 0 };
    inBasket[key] = currentValue('inBasket', key, baseItems, state);
  }
  const pendingKeys = new Set<string>();
  for (const c of queue) {
    if (!items[c.key]) continue;
    pendingKeys.add(c.key);
    if (c.kind === 'active') items[c.key] = { ...items[c.key]!, active: c.value ? 1 : 0 };
    else inBasket[c.key] = c.value;
  }

  const totalCents = shoppingTotalCents({ items });
  const activeCount = Object.values(items).filter((i) => i.active !== 0).length;
  const servings = Math.max(1, plan.totalMeals * plan.servingsPerMeal);
  return {
    items,
    cart: plan.cart,
    saving: inFlight,
    totalCents,
    activeCount,
    perServingCents: Math.round(totalCents / servings),
    setActive,
    reset,
    inBasket,
    setInBasket,
    pendingKeys,
    waitingForNetwork: waitingForNetwork && queue.length > 0,
  };
}
