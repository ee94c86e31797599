/**
 * Depth of the library per catalogue cell (issue 13): every cuisine x meal x dish type a
 * person can pick should hold at least CELL_MINIMUM recipes, and every cuisine x meal at least
 * CELL_MINIMUM vegetarian, vegan, gluten-free and dairy-free ones (labels derived by
 * diet-rules.ts). Pure: the data check feeds it labelled recipes and prints the tables.
 */
import {
  CUISINE_LABELS,
  CUISINES,
  DISH_TYPE_LABELS,
  DISH_TYPES_BY_MEAL,
  MEALS,
  type Cuisine,
  type DishType,
  type Meal,
  type RecipeDietLabel,
} from '../shared/options';
import type { LabelledRecipe } from './library-coverage';

export const CELL_MINIMUM = 4;
export const CELL_DIETS = [
  'vegetarian',
  'vegan',
  'glutenFree',
  'dairyFree',
] as const satisfies readonly RecipeDietLabel[];

/**
 * Whether a cell under CELL_MINIMUM fails the data check or only warns. It was off while the
 * library was being filled (the writers landed cuisine by cuisine), so main stayed green; it
 * is on since the library meets it, so it can never fall back.
 */
export const ENFORCE_CELL_MINIMUM = true;

/**
 * Cells a cuisine has too few real dishes for (issue 27): the recipes that filled them were
 * labels stretched to fit and now sit under the type a cook would call them. These cells stay
 * under CELL_MINIMUM on purpose, and a plan that asks for one says so (thinCellNotes). Keyed
 * "cuisine meal dishType"; the value says where the stretched dish went and why.
 */
export const THIN_CELLS: ReadonlyMap<string, string> = new Map([
  [
    'japanese dinner pizza',
    'okonomiyaki, often called Japanese pizza, is a pancake and sits with the breakfast pancakes',
  ],
  [
    'japanese dinner burger',
    'hambagu is a hamburger steak served with rice, not in a bun, and sits with the steaks',
  ],
  [
    'indian breakfast yogurt',
    'thayir sadam (curd rice) is a rice dish and sits with the lunch bowls',
  ],
]);

export interface CellCoverage {
  /** cells[cuisine][meal][dishType] = recipes. */
  cells: Record<Cuisine, Record<Meal, Record<string, number>>>;
  /** diets[cuisine][meal][diet] = recipes. */
  diets: Record<Cuisine, Record<Meal, Record<(typeof CELL_DIETS)[number], number>>>;
}

export function computeCellCoverage(recipes: readonly LabelledRecipe[]): CellCoverage {
  const cells = {} as CellCoverage['cells'];
  const diets = {} as CellCoverage['diets'];
  for (const c of CUISINES) {
    cells[c] = {} as Record<Meal, Record<string, number>>;
    diets[c] = {} as Record<Meal, Record<(typeof CELL_DIETS)[number], number>>;
    for (const m of MEALS) {
      cells[c][m] = Object.fromEntries(DISH_TYPES_BY_MEAL[m].map((d) => [d, 0]));
      diets[c][m] = { vegetarian: 0, vegan: 0, glutenFree: 0, dairyFree: 0 };
    }
  }
  for (const r of recipes) {
    const byType = cells[r.cuisine][r.meal];
    if (r.dishType in byType) byType[r.dishType]! += 1;
    for (const d of CELL_DIETS) if (r.diets.includes(d)) diets[r.cuisine][r.meal][d] += 1;
  }
  return { cells, diets };
}

/** Each cell and diet count under the minimum, one readable line each. */
export function cellShortfalls(coverage: CellCoverage, min = CELL_MINIMUM): string[] {
  const out: string[] = [];
  for (const c of CUISINES) {
    for (const m of MEALS) {
      for (const [d, n] of Object.entries(coverage.cells[c][m])) {
        if (n < min && !THIN_CELLS.has(`${c} ${m} ${d}`))
          out.push(`${c} ${m} ${d}: ${n} recipes, needs ${min}`);
      }
      for (const d of CELL_DIETS) {
        const n = coverage.diets[c][m][d];
        if (n < min) out.push(`${c} ${m} ${d}: ${n} recipes, needs ${min}`);
      }
    }
  }
  return out;
}

/** The smallest cell and the smallest diet count, for the closing figures. */
export function smallest(coverage: CellCoverage): {
  cell: string;
  n: number;
  diet: string;
  dietN: number;
} {
  let cell = { name: '', n: Infinity };
  let diet = { name: '', n: Infinity };
  for (const c of CUISINES) {
    for (const m of MEALS) {
      for (const [d, n] of Object.entries(coverage.cells[c][m])) {
        if (n < cell.n) cell = { name: `${c} ${m} ${d}`, n };
      }
      for (const d of CELL_DIETS) {
        const n = coverage.diets[c][m][d];
        if (n < diet.n) diet = { name: `${c} ${m} ${d}`, n };
      }
    }
  }
  return { cell: cell.name, n: cell.n, diet: diet.name, dietN: diet.n };
}

const ABBREV: Record<string, string> = {
  oatmeal: 'oat',
  eggs: 'egg',
  pancakes: 'pan',
  smoothies: 'smo',
  toast: 'toa',
  yogurt: 'yog',
  cereal: 'cer',
  sandwich: 'san',
  salad: 'sal',
  soup: 'sou',
  wrap: 'wra',
  bowl: 'bow',
  pasta: 'pas',
  steak: 'ste',
  chicken: 'chi',
  fish: 'fis',
  stirfry: 'sti',
  pizza: 'piz',
  burger: 'bur',
  tacos: 'tac',
  vegetarian: 'veg',
  vegan: 'vgn',
  glutenFree: 'gf',
  dairyFree: 'df',
};

/** The two tables as text; "!" marks a count under the minimum. */
export function formatCellCoverage(coverage: CellCoverage, min = CELL_MINIMUM): string {
  const cell = (n: number) => `${String(n).padStart(3)}${n < min ? '!' : ' '}`;
  const lines: string[] = [];
  for (const [title, columns, value] of [
    [
      `recipes per cuisine x meal x dish type (min ${min})`,
      (m: Meal) => [...DISH_TYPES_BY_MEAL[m]] as string[],
      (c: Cuisine, m: Meal, k: string) => coverage.cells[c][m][k]!,
    ],
    [
      `vegetarian / vegan / gluten-free / dairy-free per cuisine x meal (min ${min})`,
      () => [...CELL_DIETS] as string[],
      (c: Cuisine, m: Meal, k: string) => coverage.diets[c][m][k as (typeof CELL_DIETS)[number]],
    ],
  ] as const) {
    lines.push(title);
    lines.push(
      `${''.padEnd(13)}${MEALS.map((m) => `| ${m.padEnd(columns(m).length * 4 - 1)}`).join('')}`,
    );
    lines.push(
      `${'cuisine'.padEnd(13)}${MEALS.map(
        (m) =>
          `|${columns(m)
            .map((k) => ABBREV[k]!.padStart(3) + ' ')
            .join('')}`,
      ).join('')}`,
    );
    for (const c of CUISINES) {
      lines.push(
        `${c.padEnd(13)}${MEALS.map(
          (m) =>
            `|${columns(m)
              .map((k) => cell(value(c, m, k)))
              .join('')}`,
        ).join('')}`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * The note for a person who chose a cuisine and a dish type whose cell is thin on purpose
 * (THIN_CELLS): how many real dishes the library has and why, so a plan that fills the meal
 * with other dishes says it (issue 27).
 */
export function thinCellNotes(
  input: {
    cuisines: readonly string[];
    meals: readonly Meal[];
    dishTypes: Readonly<Record<Meal, readonly string[]>>;
  },
  recipes: readonly { cuisine: string; meal: string; dishType: string }[],
): string[] {
  const notes: string[] = [];
  for (const meal of input.meals) {
    for (const dish of input.dishTypes[meal]) {
      for (const cuisine of input.cuisines) {
        const why = THIN_CELLS.get(`${cuisine} ${meal} ${dish}`);
        if (!why) continue;
        const n = recipes.filter(
          (r) => r.cuisine === cuisine && r.meal === meal && r.dishType === dish,
        ).length;
        notes.push(
          `${CUISINE_LABELS[cuisine as Cuisine]} cooking has few real ${DISH_TYPE_LABELS[dish as DishType].toLowerCase()} ${meal}s: the recipe library has ${n}, since ${why}.`,
        );
      }
    }
  }
  return notes;
}
