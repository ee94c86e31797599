/**
 * The recipe library as the browser shows it (issue 32): every catalogue recipe as a summary,
 * searched by name and ingredient and filtered; one recipe at any servings, its ingredients
 * and steps rescaled by the planner's own recipe text (recipe-text.ts).
 */
import type { PlannerCatalogue } from '../../planner/catalogue';
import { planInputSchema } from '../../planner/plan-input';
import { pinRefusal } from '../../planner/recipe-memory';
import { renderRecipe } from '../../planner/recipe-text';
import { MEALS, type Meal } from '../../shared/options';
import type { RecipeRating, RecipeSummary } from '../../shared/recipe-memory';

export interface PersonRules {
  diets: string[];
  allergies: string[];
  customAllergies: string[];
}

export interface LibraryFilter {
  q?: string;
  meal?: Meal;
  cuisine?: string;
  dishType?: string;
  diets?: string[];
  maxMinutes?: number;
  maxCostCents?: number;
  /** Only recipes that keep these diets and allergies. */
  rules?: PersonRules;
}

export interface Marks {
  rating(recipeId: string): RecipeRating | null;
  favourite(recipeId: string): boolean;
}

/** Lower-case title and ingredient names per recipe, built once per catalogue. */
const searchTexts = new WeakMap<PlannerCatalogue, string[]>();

function searchTextOf(catalogue: PlannerCatalogue): string[] {
  let texts = searchTexts.get(catalogue);
  if (!texts) {
    texts = catalogue.recipes.map((cr) =>
      [
        cr.recipe.title,
        ...Array.from(cr.foods, (fi) => {
          const food = catalogue.foods[fi]!;
          return [food.name, ...(food.aliases ?? [])].join(' ');
        }),
      ]
        .join(' ')
        .toLowerCase(),
    );
    searchTexts.set(catalogue, texts);
  }
  return texts;
}

export function summaryOf(catalogue: PlannerCatalogue, index: number, marks: Marks): RecipeSummary {
  const cr = catalogue.recipes[index]!;
  const r = cr.recipe;
  return {
    id: r.id,
    title: r.title,
    meal: cr.meal,
    cuisine: r.cuisine,
    dishType: r.dishType,
    totalMinutes: r.prepMinutes + r.cookMinutes,
    costPerServingCents: Math.round(cr.linearCentsPerServing),
    diets: [...cr.labels.diets],
    allergens: [...cr.labels.allergens],
    image: r.image ?? null,
    rating: marks.rating(r.id),
    favourite: marks.favourite(r.id),
  };
}

/** Whether a recipe keeps a person's diets and allergies (the planner's pin rules). */
export function fitsRules(catalogue: PlannerCatalogue, rules: PersonRules) {
  const input = planInputSchema.parse({
    meals: [...MEALS],
    days: 7,
    servings: 1,
    budgetCents: 1,
    diets: rules.diets,
    allergies: rules.allergies,
    customAllergies: rules.customAllergies,
  });
  return (recipeId: string) => pinRefusal(catalogue, input, { recipeId }) === null;
}

export function searchLibrary(
  catalogue: PlannerCatalogue,
  filter: LibraryFilter,
  marks: Marks,
): RecipeSummary[] {
  const texts = searchTextOf(catalogue);
  const words = (filter.q ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0);
  const fits = filter.rules ? fitsRules(catalogue, filter.rules) : null;
  const out: RecipeSummary[] = [];
  catalogue.recipes.forEach((cr, i) => {
    const r = cr.recipe;
    if (filter.meal && cr.meal !== filter.meal) return;
    if (filter.cuisine && r.cuisine !== filter.cuisine) return;
    if (filter.dishType && r.dishType !== filter.dishType) return;
    if (filter.maxMinutes !== undefined && r.prepMinutes + r.cookMinutes > filter.maxMinutes) {
      return;
    }
    if (filter.maxCostCents !== undefined && cr.linearCentsPerServing > filter.maxCostCents) {
      return;
    }
    if (filter.diets?.some((d) => !(cr.labels.diets as readonly string[]).includes(d))) return;
    if (words.some((w) => !texts[i]!.includes(w))) return;
    if (fits && !fits(r.id)) return;
    out.push(summaryOf(catalogue, i, marks));
  });
  return out.sort((a, b) => a.title.localeCompare(b.title));
}

export function recipeDetail(
  catalogue: PlannerCatalogue,
  index: number,
  servings: number,
  marks: Marks,
) {
  const cr = catalogue.recipes[index]!;
  const r = cr.recipe;
  const text = renderRecipe(r, catalogue.foodById, servings);
  const n = cr.labels.nutritionPerServing;
  return {
    ...summaryOf(catalogue, index, marks),
    description: r.description,
    servings,
    baseServings: r.servings,
    prepMinutes: r.prepMinutes,
    cookMinutes: r.cookMinutes,
    ingredients: text.ingredients.map((i) => ({ quantity: i.quantity, ingredient: i.ingredient })),
    instructions: text.instructions,
    nutritionPerServing: {
      kcal: Math.round(n.kcal),
      proteinG: Math.round(n.proteinG * 10) / 10,
      fatG: Math.round(n.fatG * 10) / 10,
      carbsG: Math.round(n.carbsG * 10) / 10,
      fiberG: Math.round(n.fiberG * 10) / 10,
      sugarsG: Math.round(n.sugarsG * 10) / 10,
      sodiumMg: Math.round(n.sodiumMg),
    },
  };
}
