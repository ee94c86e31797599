import { describe, expect, it } from 'vitest';
import {
  ALLERGENS,
  CUISINES,
  DISH_TYPES_BY_MEAL,
  MEALS,
  RECIPE_DIET_LABELS,
} from '../shared/options';
import {
  COVERAGE_REQUIREMENTS,
  computeCoverage,
  coverageFailures,
  formatCoverage,
  type LabelledRecipe,
} from './library-coverage';

/** A library that meets every minimum exactly: per cuisine, 3 dish types per meal x... */
function fullLibrary(): LabelledRecipe[] {
  const recipes: LabelledRecipe[] = [];
  let n = 0;
  for (const cuisine of CUISINES) {
    for (const meal of MEALS) {
      for (let i = 0; i < 8; i++) {
        const types = DISH_TYPES_BY_MEAL[meal];
        recipes.push({
          id: `r${n++}`,
          cuisine,
          meal,
          dishType: types[(i + CUISINES.indexOf(cuisine)) % types.length]!,
          allergens: [],
          diets: [...RECIPE_DIET_LABELS],
          costCentsPerServing: i % 2 === 0 ? 199 : 300,
        });
      }
    }
  }
  return recipes;
}

describe('coverage', () => {
  it('a library meeting every minimum has no failures', () => {
    const coverage = computeCoverage(fullLibrary());
    expect(coverage.total).toBe(12 * 3 * 8);
    expect(coverageFailures(coverage)).toEqual([]);
    expect(coverage.underBudget).toBe(coverage.total / 2);
  });

  it('an empty library fails every requirement and still formats', () => {
    const coverage = computeCoverage([]);
    const failures = coverageFailures(coverage);
    expect(failures).toContain('cuisine thai: 0 recipes, needs 24');
    expect(failures).toContain('diet keto, lunch: 0 recipes, needs 8');
    expect(failures).toContain('sesame-free, dinner: 0 recipes, needs 8');
    expect(failures.some((f) => f.includes('under $2.50'))).toBe(true);
    expect(formatCoverage(coverage)).toContain('Recipes: 0');
  });

  it('counts allergy-free recipes, diets per meal and a cuisine missing a meal', () => {
    const library = fullLibrary().filter((r) => !(r.cuisine === 'thai' && r.meal === 'lunch'));
    library[0] = { ...library[0]!, allergens: ['milk'], diets: ['vegan'] };
    const coverage = computeCoverage(library);
    expect(coverage.allergyFreeByMeal.milk.breakfast).toBe(12 * 8 - 1);
    expect(coverage.dietByMeal.keto.breakfast).toBe(12 * 8 - 1);
    const failures = coverageFailures(coverage);
    expect(failures).toContain('cuisine thai: 16 recipes, needs 24');
    expect(failures).toContain('cuisine thai: no lunch recipes');
    expect(ALLERGENS.length).toBe(9);
  });

  it('fails when too few recipes are under budget; unpriced recipes count as over', () => {
    const library = fullLibrary().map((r, i) => ({
      ...r,
      costCentsPerServing: i % 3 === 0 ? 100 : i % 3 === 1 ? null : 900,
    }));
    const coverage = computeCoverage(library);
    expect(coverage.costBuckets.at(-1)).toEqual({ label: 'not priced', count: 96 });
    expect(coverageFailures(coverage)).toEqual([
      `33.3% of recipes under $2.50 per serving, needs ${COVERAGE_REQUIREMENTS.minShareUnderBudget * 100}%`,
    ]);
  });
});
