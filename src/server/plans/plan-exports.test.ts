import { describe, expect, it } from 'vitest';
import type { GeneratedPlan, ShoppingItem } from '../../shared/generated-plan';
import { storeLabel } from '../stores/store-pricing';
import {
  calendarQuerySchema,
  icsText,
  planCalendar,
  recipeMinutes,
  shoppingListText,
} from './plan-exports';

function item(name: string, priceSource: ShoppingItem['priceSource']): ShoppingItem {
  return { id: name, name, imageUrl: null, price: 2.5, quantity_to_buy: 2, active: 1, priceSource };
}

function plan(items: ShoppingItem[], extra: Partial<GeneratedPlan> = {}): GeneratedPlan {
  return {
    recipes: [],
    shopping_list: { items: Object.fromEntries(items.map((i) => [i.name, i])) },
    ...extra,
  };
}

const text = (p: GeneratedPlan, storeName = 'Walmart') =>
  shoppingListText({ planName: 'Week', storeName, plan: p, link: 'http://localhost/meal-plan/1' });

describe('the plain-text shopping list says where its prices come from', () => {
  it('says reference prices when no store priced the list', () => {
    expect(text(plan([item('Rice', 'reference'), item('Beans', undefined)]))).toContain(
      "Prices are U.S. average reference prices, not today's store prices.",
    );
  });

  it('says live prices, and from which store, when a store priced the list', () => {
    const where = 'Kroger, Kroger - Fixture Street, prices of 2026-11-23';
    const live = text(
      plan([item('Rice', 'live'), item('Beans', 'live')], {
        livePrices: { store: 'kroger', where },
      }),
      'Kroger',
    );
    expect(live).toContain(`Prices are live prices from ${where}.`);
    expect(live).not.toContain('reference prices');
    expect(live.split('\n')[1]).toBe('Kroger, 2 items, Total: $10.00');
  });
});

describe('the calendar export escapes every line break of a name (issue 28, item 14)', () => {
  it('keeps a carriage return, a line feed or both inside the one property line', () => {
    const name = 'Week\r\nX-INJECT:1\rX-CR:2\nX-LF:3\u0007;,\\';
    expect(icsText(name)).toBe('Week\\nX-INJECT:1\\nX-CR:2\\nX-LF:3\\;\\,\\\\');
    const calendar = planCalendar({
      planId: 'p1',
      planName: name + ' '.repeat(10) + 'a long tail that makes the line fold past 75 octets',
      plan: plan([item('Rice', 'reference')]),
      query: calendarQuerySchema.parse({ start: '2026-12-01' }),
      link: 'http://localhost/meal-plan/p1',
    });
    const lines = calendar.split('\r\n');
    expect(calendar.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.some((l) => /^X-(INJECT|CR|LF)/.test(l))).toBe(false);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    // Unfolded, the name reads back whole on its one line.
    const unfolded = calendar.replace(/\r\n /g, '');
    expect(unfolded).toContain('X-WR-CALNAME:Week\\nX-INJECT:1\\nX-CR:2\\nX-LF:3\\;\\,\\\\');
  });
});

describe('store names from a plan or a request (issue 28, the map sweep)', () => {
  it('are looked up in a Map: a prototype name is no store', () => {
    expect(storeLabel('kroger')).toBe('Kroger');
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(storeLabel(name)).toBe('Walmart');
    }
  });
});

describe('calendar events (issue 29)', () => {
  const entry = (prepMinutes: number, cookMinutes: number) => ({
    day: 1,
    meal: 'dinner' as const,
    dish: 'Lentil soup',
    recipeId: 'lentil-soup',
    costPerServingCents: 100,
    nutritionPerServing: {
      kcal: 1,
      proteinG: 1,
      fatG: 1,
      carbsG: 1,
      fiberG: 1,
      sugarsG: 1,
      sodiumMg: 1,
    },
    prepMinutes,
    cookMinutes,
    recipe: {
      main_dish_ingredients: [{ quantity: '1 cup', ingredient: 'lentils' }],
      instructions: ['Rinse the lentils.', 'Simmer 25 minutes.'],
    },
  });
  const calendar = (minutes?: number) =>
    planCalendar({
      planId: 'p1',
      planName: 'Week',
      plan: plan([], { recipes: [entry(15, 25)] as GeneratedPlan['recipes'] }),
      query: calendarQuerySchema.parse(minutes ? { minutes: String(minutes) } : {}),
      link: 'http://localhost/meal-plan/p1',
      now: new Date('2026-11-26T10:00:00Z'),
    }).replace(/\r\n /g, '');

  it("takes the recipe's own time and carries its steps", () => {
    const ics = calendar();
    expect(ics).toContain('DTSTART:20261126T183000');
    expect(ics).toContain('DTEND:20261126T191000');
    expect(ics).toContain('1. Rinse the lentils.\\n2. Simmer 25 minutes.');
    // A length asked for still wins.
    expect(calendar(30)).toContain('DTEND:20261126T190000');
    expect(recipeMinutes({})).toBe(45);
  });
});

describe('the plain-text list follows the ticks (issue 29)', () => {
  it('leaves out removed items and ticks what is in the basket', () => {
    const p = plan([
      item('Rice', 'reference'),
      item('Beans', 'reference'),
      item('Milk', 'reference'),
    ]);
    const body = shoppingListText({
      planName: 'Week',
      storeName: 'Walmart',
      plan: p,
      link: 'http://localhost/meal-plan/1',
      ticks: new Map([
        ['Rice', { active: true, inBasket: true }],
        ['Milk', { active: false, inBasket: false }],
      ]),
    });
    expect(body).toContain('[x] Rice - 2 x $2.50 = $5.00');
    expect(body).toContain('[ ] Beans - 2 x $2.50 = $5.00');
    expect(body).not.toContain('Milk');
    expect(body).toContain('Walmart, 2 items, Total: $10.00');
    expect(body).toContain('1 of 2 in the basket');
  });

  it('without ticks, every active item is unticked', () => {
    const body = text(plan([item('Rice', 'reference')]));
    expect(body).toContain('[ ] Rice');
    expect(body).not.toContain('in the basket');
  });
});
