/**
 * Proves, over the checked-in data, that derived labels can be trusted: no recipe labelled
 * vegan contains an animal food, none labelled glutenFree contains gluten, and every allergen
 * of every ingredient appears in the recipe's allergens. It passes with zero recipes and
 * grows with the library: every file in data/recipes is read.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { foodsFileSchema, recipesFileSchema, type Food, type Recipe } from './catalogue-schema';
import { deriveRecipeLabels } from './diet-rules';
import { toGrams } from './units';

const dataDir = path.resolve(import.meta.dirname, '../../data');
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

const foods: Food[] = foodsFileSchema.parse(readJson(path.join(dataDir, 'foods.json'))).foods;
const foodsById = new Map(foods.map((f) => [f.id, f]));
const recipesDir = path.join(dataDir, 'recipes');
const recipes: Recipe[] = existsSync(recipesDir)
  ? readdirSync(recipesDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .flatMap((f) => recipesFileSchema.parse(readJson(path.join(recipesDir, f))).recipes)
  : [];

const labelled = recipes.map((recipe) => ({
  recipe,
  labels: deriveRecipeLabels(recipe, foodsById, toGrams),
  ingredientFoods: recipe.ingredients.flatMap((i) => foodsById.get(i.foodId) ?? []),
}));

describe('food facts agree with each other', () => {
  it('each animal origin carries its allergen, and wheat implies gluten', () => {
    const violations = foods.flatMap((f) => {
      const out: string[] = [];
      const pairs = [
        ['dairy', 'milk'],
        ['egg', 'eggs'],
        ['fish', 'fish'],
        ['shellfish', 'shellfish'],
      ] as const;
      for (const [origin, allergen] of pairs) {
        if (f.animal.includes(origin) && !f.allergens.includes(allergen)) {
          out.push(`${f.id}: ${origin} without allergen ${allergen}`);
        }
      }
      if (f.allergens.includes('wheat') && !f.gluten) out.push(`${f.id}: wheat without gluten`);
      return out;
    });
    expect(violations).toEqual([]);
  });
});

describe('derived recipe labels are consistent with the ingredients', () => {
  it('every recipe ingredient is a known food', () => {
    const unknown = recipes.flatMap((r) =>
      r.ingredients.filter((i) => !foodsById.has(i.foodId)).map((i) => `${r.id}: ${i.foodId}`),
    );
    expect(unknown).toEqual([]);
  });

  it('no vegan recipe contains an animal food, no vegetarian one meat or fish', () => {
    const violations = labelled.flatMap(({ recipe, labels, ingredientFoods }) => [
      ...(labels.diets.includes('vegan')
        ? ingredientFoods
            .filter((f) => f.animal.length > 0)
            .map((f) => `${recipe.id} vegan: ${f.id}`)
        : []),
      ...(labels.diets.includes('vegetarian')
        ? ingredientFoods
            .filter((f) => f.animal.some((a) => !['dairy', 'egg', 'honey'].includes(a)))
            .map((f) => `${recipe.id} vegetarian: ${f.id}`)
        : []),
    ]);
    expect(violations).toEqual([]);
  });

  it('no glutenFree recipe contains gluten, no dairyFree recipe contains dairy', () => {
    const violations = labelled.flatMap(({ recipe, labels, ingredientFoods }) => [
      ...(labels.diets.includes('glutenFree')
        ? ingredientFoods.filter((f) => f.gluten).map((f) => `${recipe.id} glutenFree: ${f.id}`)
        : []),
      ...(labels.diets.includes('dairyFree')
        ? ingredientFoods
            .filter((f) => f.animal.includes('dairy') || f.allergens.includes('milk'))
            .map((f) => `${recipe.id} dairyFree: ${f.id}`)
        : []),
    ]);
    expect(violations).toEqual([]);
  });

  it('every allergen of every ingredient is in the recipe allergens', () => {
    const violations = labelled.flatMap(({ recipe, labels, ingredientFoods }) =>
      ingredientFoods.flatMap((f) =>
        f.allergens
          .filter((a) => !labels.allergens.includes(a))
          .map((a) => `${recipe.id}: ${f.id} has ${a}`),
      ),
    );
    expect(violations).toEqual([]);
  });

  it('every recipe quantity converts to grams, so nutrition-based labels are complete', () => {
    const problems = labelled.flatMap(({ recipe, labels }) =>
      labels.problems.map((p) => `${recipe.id}: ${p}`),
    );
    expect(problems).toEqual([]);
  });
});
