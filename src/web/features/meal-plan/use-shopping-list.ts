import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { shoppingTotalCents, type ShoppingItem } from '../../../shared/generated-plan';
import type { CartLink, MealPlanDetail } from '../../../shared/meal-plan';
import { mealPlanKeys, saveShoppingList } from '../../lib/meal-plans-api';

export type ShoppingItems = Record<string, ShoppingItem>;

/** Spec section 9: in the plan view success toasts last 3 s and errors 4 s. */
const SUCCESS_TOAST = { duration: 3000 } as const;
const ERROR_TOAST = { duration: 4000 } as const;

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
}

/**
 * The one copy of a plan's shopping list on the plan page. The header's figures and the list
 * read the same items, so removing an item or swapping a meal changes every total at once.
 * Each change saves the whole list; saves go out one after another so the last click wins,
 * and a failed save puts back what the server has.
 */
export function useShoppingList(plan: MealPlanDetail): ShoppingListState {
  const queryClient = useQueryClient();
  const initial = plan.generatedPlan?.shopping_list.items ?? {};
  const [items, setItems] = useState<ShoppingItems>(initial);
  const [cart, setCart] = useState<CartLink | null>(plan.cart);
  const latest = useRef(items);
  latest.current = items;
  const confirmed = useRef(items);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [pending, setPending] = useState(0);

  function reset(next: MealPlanDetail) {
    const nextItems = next.generatedPlan?.shopping_list.items ?? {};
    latest.current = nextItems;
    confirmed.current = nextItems;
    setItems(nextItems);
    setCart(next.cart);
  }

  function setActive(key: string, value: 0 | 1) {
    const current = latest.current[key];
    if (!current) return;
    const next = { ...latest.current, [key]: { ...current, active: value } };
    latest.current = next;
    setItems(next);
    const flags = Object.fromEntries(
      Object.entries(next).map(([k, i]) => [k, i.active === 0 ? 0 : 1]),
    );
    setPending((n) => n + 1);
    queue.current = queue.current.then(async () => {
      try {
        const saved = await saveShoppingList(plan.id, flags);
        confirmed.current = saved.shopping_list.items;
        setCart(saved.cart);
        queryClient.setQueryData<MealPlanDetail>(mealPlanKeys.detail(plan.id), (old) =>
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
        // One toast for a run of changes: stacked toasts would reach down over the list.
        toast.success('Shopping list updated', { ...SUCCESS_TOAST, id: 'shopping-list-saved' });
      } catch {
        // Back to what the server has, so the screen never shows an unsaved list as saved.
        latest.current = confirmed.current;
        setItems(confirmed.current);
        toast.error('Failed to update shopping list', {
          ...ERROR_TOAST,
          id: 'shopping-list-saved',
        });
      } finally {
        setPending((n) => n - 1);
      }
    });
  }

  const totalCents = shoppingTotalCents({ items });
  const activeCount = Object.values(items).filter((i) => i.active !== 0).length;
  const servings = Math.max(1, plan.totalMeals * plan.servingsPerMeal);
  return {
    items,
    cart,
    saving: pending > 0,
    totalCents,
    activeCount,
    perServingCents: Math.round(totalCents / servings),
    setActive,
    reset,
  };
}
