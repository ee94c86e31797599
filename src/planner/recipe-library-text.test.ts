/**
 * Every recipe of the library reads right at 1, 2, 3, 4, 6 and 13 servings (CHECKED_SERVINGS):
 * no quantity that does not scale, no odd fraction, no plural error, no doubled word, no whole
 * package the recipe does not use (issues 13 and 27). A failure lists each recipe and what is
 * wrong with it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { foodsFileSchema, recipesFileSchema } from './catalogue-schema';
import { CHECKED_SERVINGS, recipeTextProblems } from './recipe-text-rules';

const dataDir = path.resolve(import.meta.dirname, '../../data');
const foods = foodsFileSchema.parse(
  JSON.parse(readFileSync(path.join(dataDir, 'foods.json'), 'utf8')),
).foods;
const foodsById = new Map(foods.map((f) => [f.id, f]));
const files = readdirSync(path.join(dataDir, 'recipes')).filter((f) => f.endsWith('.json'));

describe(`the recipe library at ${CHECKED_SERVINGS.join(', ')} servings`, () => {
  it.each(files)('%s reads right', (file) => {
    const { recipes } = recipesFileSchema.parse(
      JSON.parse(readFileSync(path.join(dataDir, 'recipes', file), 'utf8')),
    );
    expect(recipes.length).toBeGreaterThan(0);
    const problems = recipes.flatMap((r) =>
      recipeTextProblems(r, foodsById).map((p) => `${r.id}: ${p}`),
    );
    expect(problems).toEqual([]);
  });
});
