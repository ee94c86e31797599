import { createPortal } from 'react-dom';
import { mealTitle } from '../../../shared/cook-once-text';
import type { GeneratedPlan, PlanRecipeEntry } from '../../../shared/generated-plan';
import { MEALS } from '../../../shared/options';
import { mealLabel } from '../../lib/plan-format';
import { recipeKey, usePrintSheet } from './print-sheet';

/**
 * The printed week and the printed recipe (issue 29): the menu day by day, each meal with its
 * ingredients scaled to the plan's servings and its steps, in black on white. Drawn only
 * while printing (print-sheet.ts), into a `.print-area` that meal-plan-print.css prints alone.
 */
export function PrintableMeals({ plan, title }: { plan: GeneratedPlan; title: string }) {
  const sheet = usePrintSheet();
  if (!sheet || sheet.kind === 'list' || typeof document === 'undefined') return null;
  const entries = [...plan.recipes].sort(
    (a, b) => a.day - b.day || MEALS.indexOf(a.meal) - MEALS.indexOf(b.meal),
  );
  const shown =
    sheet.kind === 'recipe' ? entries.filter((e) => recipeKey(e) === sheet.key) : entries;
  const days = [...new Set(shown.map((e) => e.day))];
  return createPortal(
    <div
      className="print-area hidden bg-white text-black print:block"
      data-testid={sheet.kind === 'week' ? 'print-week' : 'print-recipe'}
    >
      {sheet.kind === 'week' && <h1 className="text-2xl font-bold">{title}: the week's menu</h1>}
      {sheet.kind === 'week' && (
        <ol className="mt-2 text-sm">
          {days.map((day) => (
            <li key={day}>
              <span className="font-bold">Day {day}:</span>{' '}
              {shown
                .filter((e) => e.day === day)
                .map((e) => `${mealLabel(e.meal)}: ${mealTitle(e)}`)
                .join(' · ')}
            </li>
          ))}
        </ol>
      )}
      {days.map((day) => (
        <section key={day} className="mt-4">
          {sheet.kind === 'week' && (
            <h2 className="border-b-2 border-black text-xl font-bold">Day {day}</h2>
          )}
          {shown
            .filter((e) => e.day === day)
            .map((e) => (
              <PrintedRecipe key={recipeKey(e)} entry={e} heading={sheet.kind === 'week' ? 3 : 1} />
            ))}
        </section>
      ))}
    </div>,
    document.body,
  );
}

function PrintedRecipe({ entry, heading }: { entry: PlanRecipeEntry; heading: 1 | 3 }) {
  const Heading = heading === 1 ? 'h1' : 'h3';
  const minutes = (entry.prepMinutes ?? 0) + (entry.cookMinutes ?? 0);
  return (
    <article className="mt-3 break-inside-avoid-page">
      <Heading className={heading === 1 ? 'text-2xl font-bold' : 'text-lg font-bold'}>
        {mealLabel(entry.meal)}: {mealTitle(entry)}
      </Heading>
      <p className="text-xs">
        Day {entry.day}
        {entry.servings ? ` · ${entry.servings} servings` : ''}
        {minutes > 0 ? ` · ${minutes} min` : ''}
      </p>
      <div className="mt-1 grid grid-cols-[2fr_3fr] gap-4 text-sm">
        <div>
          <p className="font-bold">Ingredients</p>
          <ul>
            {entry.recipe.main_dish_ingredients.map((ing, i) => (
              <li key={i}>
                <span className="font-semibold">{ing.quantity}</span> {ing.ingredient}
              </li>
            ))}
          </ul>
          {(entry.sides ?? []).map((side) => (
            <p key={side.name} className="mt-1">
              <span className="font-semibold">Side:</span> {side.name}
            </p>
          ))}
        </div>
        <div>
          <p className="font-bold">Steps</p>
          <ol className="list-decimal pl-5">
            {entry.recipe.instructions.map((step, i) => (
              <li key={i}>{step}</li>
            ))}
          </ol>
        </div>
      </div>
    </article>
  );
}
