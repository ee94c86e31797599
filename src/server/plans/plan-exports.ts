/**
 * A plan for the calendar and for plain text (issue 17): an iCalendar file with one event per
 * meal at the times the person sets (floating local times, so 08:00 is 08:00 wherever the
 * calendar is), with the dish and a link back to the plan; and the shopping list as text.
 */
import { z } from 'zod';
import { cookOnceLine, mealTitle } from '../../shared/cook-once-text';
import type { GeneratedPlan } from '../../shared/generated-plan';
import type { Meal } from '../../shared/options';
import { shoppingListText as listText, type ItemTicks } from '../../shared/shopping-list-text';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM');

export const calendarQuerySchema = z
  .object({
    breakfast: time.default('08:00'),
    lunch: time.default('12:30'),
    dinner: time.default('18:30'),
    /** The plan's day 1. */
    start: z.iso.date('must be a date as YYYY-MM-DD').optional(),
    /**
     * Minutes each meal takes in the calendar; without it, each event takes its recipe's own
     * prep and cook time (issue 29: every event was 45 minutes whatever the recipe).
     */
    minutes: z.coerce.number().int().min(5).max(240).optional(),
  })
  .strict();
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/** A meal's time in the calendar: its recipe's prep and cook time, 45 minutes when unknown. */
export function recipeMinutes(entry: { prepMinutes?: number; cookMinutes?: number }): number {
  const minutes = (entry.prepMinutes ?? 0) + (entry.cookMinutes ?? 0);
  return minutes > 0 ? Math.min(240, Math.max(5, minutes)) : 45;
}

/**
 * RFC 5545 text: backslash, semicolon, comma and every line break (CR LF, a lone CR, a lone LF)
 * escaped, other control characters dropped (TEXT may not hold them): a name can never start
 * a property line of its own.
 */
export function icsText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n|\u2028|\u2029/g, '\\n')
      // eslint-disable-next-line no-control-regex -- control characters are what is dropped
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/** RFC 5545 folds lines longer than 75 octets; never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (bytes + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function localStamp(date: string, hhmm: string, addMinutes = 0): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMinutes(h * 60 + m + addMinutes);
  return d.toISOString().replace(/[-:]/g, '').slice(0, 15);
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const MEAL_LABEL: Record<Meal, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
};

export function planCalendar(options: {
  planId: string;
  planName: string;
  plan: GeneratedPlan;
  query: CalendarQuery;
  link: string;
  now?: Date;
}): string {
  const { plan, query, link } = options;
  const start = query.start ?? (options.now ?? new Date()).toISOString().slice(0, 10);
  const stamp = (options.now ?? new Date()).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//PantryPilot//Meal plan//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${icsText(options.planName)}`,
  ];
  for (const entry of plan.recipes) {
    const date = addDays(start, entry.day - 1);
    const at = query[entry.meal];
    const ingredients = entry.recipe.main_dish_ingredients
      .filter((i) => !i.fromPantry)
      .map((i) => `${i.quantity} ${i.ingredient}`.trim());
    const cookOnce = cookOnceLine(entry);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${options.planId}-day${entry.day}-${entry.meal}@pantrypilot`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${localStamp(date, at)}`,
      `DTEND:${localStamp(date, at, query.minutes ?? recipeMinutes(entry))}`,
      `SUMMARY:${icsText(`${MEAL_LABEL[entry.meal]}: ${mealTitle(entry)}`)}`,
      `DESCRIPTION:${icsText(
        [
          `Day ${entry.day} of ${options.planName}`,
          ...(cookOnce ? [cookOnce] : []),
          ...ingredients,
          '',
          // The steps too, so the calendar is enough to cook from (issue 29).
          ...entry.recipe.instructions.map((step, i) => `${i + 1}. ${step}`),
          '',
          `Recipe: ${link}`,
        ].join('\n'),
      )}`,
      `URL:${link}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** The list as plain text: src/shared/shopping-list-text.ts, shared with the web's Copy / Share. */
export function shoppingListText(options: {
  planName: string;
  storeName: string;
  plan: GeneratedPlan;
  link: string;
  ticks?: ReadonlyMap<string, ItemTicks>;
}): string {
  return listText({
    ...options,
    items: options.plan.shopping_list.items,
    livePrices: options.plan.livePrices,
    priceNote: options.plan.priceNote,
  });
}
