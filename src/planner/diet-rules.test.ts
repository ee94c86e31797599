import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  foodSchema,
  foodsFileSchema,
  type Food,
  type NutritionPer100g,
  type Recipe,
} from './catalogue-schema';
import { DIET_THRESHOLDS, deriveRecipeLabels } from './diet-rules';
import { toGrams } from './units';

const ZERO: NutritionPer100g = {
  kcal: 0,
  proteinG: 0,
  fatG: 0,
  carbsG: 0,
  fiberG: 0,
  sugarsG: 0,
  sodiumMg: 0,
};

function food(
  id: string,
  facts: Partial<Omit<Food, 'id' | 'nutrition'>> = {},
  per100g: Partial<NutritionPer100g> = {},
): Food {
  return foodSchema.parse({
    id,
    name: id,
    category: 'produce',
    units: { cup: 100, each: 100 },
    ...facts,
    nutrition: {
      source: 'USDA SR28',
      ndb: '00000',
      description: 'fixture',
      per100g: { ...ZERO, ...per100g },
    },
  });
}

// Fixtures: nutrition chosen so one 100 g serving reads like the numbers given.
const FOODS = [
  food('lettuce', {}, { kcal: 15, carbsG: 3, fiberG: 1, sugarsG: 1, sodiumMg: 10 }),
  food('olive-oil', {}, { kcal: 884, fatG: 100 }),
  food('beef', { animal: ['meat'] }, { kcal: 250, proteinG: 26, fatG: 15, sodiumMg: 70 }),
  food('chicken', { animal: ['poultry'] }, { kcal: 120, proteinG: 22, fatG: 3, sodiumMg: 60 }),
  food('bacon', { animal: ['pork'], processedMeat: true }, { kcal: 420, fatG: 40 }),
  food('salmon', { animal: ['fish'], allergens: ['fish'] }, { kcal: 200, fatG: 13 }),
  food('shrimp', { animal: ['shellfish'], allergens: ['shellfish'] }, { kcal: 70 }),
  food('cheese', { animal: ['dairy'], allergens: ['milk'] }, { kcal: 400, fatG: 33 }),
  food('egg', { animal: ['egg'], allergens: ['eggs'] }, { kcal: 143, fatG: 10 }),
  food('honey', { animal: ['honey'], addedSugar: true }, { kcal: 304, carbsG: 82, sugarsG: 82 }),
  food('gelatin', { animal: ['gelatin'] }, { kcal: 335, proteinG: 85 }),
  food(
    'bread',
    { allergens: ['wheat'], gluten: true, grain: true },
    { kcal: 266, carbsG: 49, fiberG: 3 },
  ),
  food('rice', { grain: true }, { kcal: 365, carbsG: 80, fiberG: 1 }),
  food('tofu', { allergens: ['soy'], legume: true }, { kcal: 144, proteinG: 17, fatG: 9 }),
  food('sugar', { addedSugar: true }, { kcal: 387, carbsG: 100, sugarsG: 100 }),
  food('wine', { alcohol: true }, { kcal: 85, carbsG: 3 }),
  food('salt', {}, { sodiumMg: 38758 }),
  food('peanuts', { allergens: ['peanuts'], legume: true }, { kcal: 567, fatG: 49 }),
  food('sesame-oil', { allergens: ['sesame'] }, { kcal: 884, fatG: 100 }),
  food('no-cup', { units: {} }, { kcal: 100 }),
];
const foodsById = new Map(FOODS.map((f) => [f.id, f]));

/** A one-serving recipe of the given grams per food id. */
function recipe(grams: Record<string, number>, servings = 1): Recipe {
  return {
    id: 'fixture',
    title: 'Fixture',
    description: 'A recipe built for a test.',
    cuisine: 'american',
    meal: 'dinner',
    dishType: 'steak',
    servings,
    prepMinutes: 0,
    cookMinutes: 0,
    ingredients: Object.entries(grams).map(([foodId, g]) => ({
      foodId,
      quantity: g,
      unit: 'g',
    })),
    instructions: ['Combine.', 'Serve.'],
    source: { kind: 'original' },
  };
}

const labels = (grams: Record<string, number>, servings = 1) =>
  deriveRecipeLabels(recipe(grams, servings), foodsById, toGrams);
const diets = (grams: Record<string, number>, servings = 1) => labels(grams, servings).diets;

describe('allergens', () => {
  it('are the union of the ingredients allergens, in catalogue order', () => {
    expect(labels({ bread: 50, cheese: 30, shrimp: 50, 'sesame-oil': 5 }).allergens).toEqual([
      'milk',
      'wheat',
      'shellfish',
      'sesame',
    ]);
    expect(labels({ lettuce: 100, 'olive-oil': 10 }).allergens).toEqual([]);
  });
});

describe('nutrition per serving', () => {
  it('counts what stays in a drained can, not the brine poured away', () => {
    const beans = foodSchema.parse({
      ...food('canned-beans', { units: { can: 425 } }, { kcal: 88, proteinG: 5, sodiumMg: 278 }),
    });
    beans.nutrition.drained = {
      per100g: { ...ZERO, kcal: 78, proteinG: 4, sodiumMg: 139 },
      source: 'fixture',
    };
    const line = (note?: string): Recipe => ({
      ...recipe({}),
      ingredients: [
        { foodId: 'canned-beans', quantity: 1, unit: 'can', ...(note ? { note } : {}) },
      ],
    });
    const of = (note?: string) =>
      deriveRecipeLabels(line(note), new Map([['canned-beans', beans]]), toGrams)
        .nutritionPerServing;
    // 425 g of the whole can: 1,182 mg as sold, 591 mg drained (or drained and rinsed).
    expect(of().sodiumMg).toBe(1182);
    expect(of('drained').sodiumMg).toBe(591);
    expect(of('rinsed and drained').kcal).toBe(332);
    // A note that is not about draining changes nothing.
    expect(of('warmed').sodiumMg).toBe(1182);
  });

  it('counts a drained can of the shipped corn as its kernels (SR28 11172), not the whole can', () => {
    const shipped = foodsFileSchema.parse(
      JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../data/foods.json'), 'utf8')),
    ).foods;
    const corn = shipped.find((f) => f.id === 'canned-corn')!;
    // The can's own row is the whole contents; the drained row is SR28's, with its source.
    expect(corn.nutrition.ndb).toBe('11170');
    expect(corn.nutrition.drained?.source).toMatch(/^USDA SR28 11172 .*drained solids/);
    const of = (note?: string) =>
      deriveRecipeLabels(
        {
          ...recipe({}),
          servings: 1,
          ingredients: [
            { foodId: 'canned-corn', quantity: 1, unit: 'can', ...(note ? { note } : {}) },
          ],
        },
        new Map([['canned-corn', corn]]),
        toGrams,
      ).nutritionPerServing;
    // A 15.25 oz (432 g) can keeps 211/340 of its weight as kernels (SR28's 12 oz can): about
    // 270 g of kernels, 180 kcal and 550 mg of sodium. Counted as 432 g of drained kernels it
    // was 289 kcal and 886 mg.
    expect(of('drained').kcal).toBeGreaterThan(170);
    expect(of('drained').kcal).toBeLessThan(190);
    expect(of('drained').sodiumMg).toBeGreaterThan(520);
    expect(of('drained').sodiumMg).toBeLessThan(580);
    // Undrained, the whole can as SR28 measures it, brine included: 264 kcal, 842 mg.
    expect(of().kcal).toBe(264);
    expect(of().sodiumMg).toBe(842);
  });

  it('sums grams x per-100 g values and divides by servings', () => {
    const n = labels({ beef: 200, lettuce: 200 }, 2).nutritionPerServing;
    expect(n.kcal).toBe(265);
    expect(n.proteinG).toBe(26);
    expect(n.sodiumMg).toBe(80);
  });
});

describe('vegetarian and vegan', () => {
  it('vegetarian refuses meat, poultry, pork, fish, shellfish and gelatin', () => {
    expect(diets({ lettuce: 100, cheese: 20, egg: 50 })).toContain('vegetarian');
    for (const id of ['beef', 'chicken', 'bacon', 'salmon', 'shrimp', 'gelatin']) {
      expect(diets({ lettuce: 100, [id]: 10 })).not.toContain('vegetarian');
    }
  });
  it('vegan also refuses dairy, eggs and honey', () => {
    expect(diets({ lettuce: 100, tofu: 100 })).toContain('vegan');
    for (const id of ['cheese', 'egg', 'honey', 'gelatin']) {
      expect(diets({ lettuce: 100, [id]: 10 })).not.toContain('vegan');
    }
  });
});

describe('glutenFree and dairyFree', () => {
  it('glutenFree refuses any gluten food but allows other grains', () => {
    expect(diets({ rice: 100 })).toContain('glutenFree');
    expect(diets({ rice: 100, bread: 10 })).not.toContain('glutenFree');
  });
  it('dairyFree refuses dairy but not eggs', () => {
    expect(diets({ egg: 100 })).toContain('dairyFree');
    expect(diets({ egg: 100, cheese: 5 })).not.toContain('dairyFree');
  });
});

describe('pescatarian', () => {
  it('allows fish, shellfish, dairy and eggs but no land meat or gelatin', () => {
    expect(diets({ salmon: 150, shrimp: 50, cheese: 10, egg: 50 })).toContain('pescatarian');
    for (const id of ['beef', 'chicken', 'bacon', 'gelatin']) {
      expect(diets({ salmon: 100, [id]: 10 })).not.toContain('pescatarian');
    }
  });
});

describe('keto and lowCarb', () => {
  it('keto needs few net carbs and most energy from fat', () => {
    expect(diets({ beef: 150, 'olive-oil': 15, lettuce: 50 })).toContain('keto');
    // Lean protein alone is low-carb but not keto: too little of the energy is fat.
    expect(diets({ chicken: 200 })).not.toContain('keto');
    expect(diets({ chicken: 200 })).toContain('lowCarb');
  });
  it('keto refuses grain and added sugar even in small amounts', () => {
    expect(diets({ beef: 150, 'olive-oil': 15, rice: 2 })).not.toContain('keto');
    expect(diets({ beef: 150, 'olive-oil': 15, sugar: 2 })).not.toContain('keto');
  });
  it('net carbs subtract fibre, thresholds are per serving', () => {
    const limit = DIET_THRESHOLDS.lowCarbMaxNetCarbsG;
    // Rice: 79 g net carbs per 100 g.
    const gramsAtLimit = (limit / 79) * 100;
    expect(diets({ rice: gramsAtLimit - 1 })).toContain('lowCarb');
    expect(diets({ rice: gramsAtLimit + 1 })).not.toContain('lowCarb');
    expect(diets({ rice: (gramsAtLimit + 1) * 2 }, 2)).not.toContain('lowCarb');
    expect(diets({ rice: (gramsAtLimit - 1) * 4 }, 4)).toContain('lowCarb');
  });
});

describe('paleo and whole30', () => {
  it('paleo refuses grain, legumes, dairy, added sugar and processed meat', () => {
    expect(diets({ beef: 150, lettuce: 100, 'olive-oil': 10, egg: 50 })).toContain('paleo');
    for (const id of ['rice', 'bread', 'tofu', 'peanuts', 'cheese', 'honey', 'bacon']) {
      expect(diets({ beef: 150, [id]: 5 })).not.toContain('paleo');
    }
  });
  it('whole30 also refuses alcohol', () => {
    expect(diets({ beef: 150, lettuce: 100 })).toContain('whole30');
    expect(diets({ beef: 150, wine: 20 })).not.toContain('whole30');
    expect(diets({ beef: 150, wine: 20 })).toContain('paleo');
  });
});

describe('mediterranean', () => {
  it('refuses red meat, pork and processed meat, allows poultry, fish and dairy', () => {
    expect(diets({ salmon: 150, chicken: 50, cheese: 20, bread: 50 })).toContain('mediterranean');
    expect(diets({ beef: 100 })).not.toContain('mediterranean');
    expect(diets({ bacon: 20, lettuce: 100 })).not.toContain('mediterranean');
  });
  it('limits sugars from added-sugar ingredients per serving', () => {
    const max = DIET_THRESHOLDS.mediterraneanMaxAddedSugarsG;
    expect(diets({ salmon: 150, sugar: max - 1 })).toContain('mediterranean');
    expect(diets({ salmon: 150, sugar: max + 1 })).not.toContain('mediterranean');
  });
});

describe('halal', () => {
  it('refuses pork, alcohol and gelatin; allows beef, poultry and seafood', () => {
    expect(diets({ beef: 100, chicken: 100, shrimp: 50, cheese: 20 })).toContain('halal');
    for (const id of ['bacon', 'wine', 'gelatin']) {
      expect(diets({ beef: 100, [id]: 5 })).not.toContain('halal');
    }
  });
});

describe('kosher', () => {
  it('refuses pork, shellfish and gelatin', () => {
    expect(diets({ beef: 100, lettuce: 50 })).toContain('kosher');
    for (const id of ['bacon', 'shrimp', 'gelatin']) {
      expect(diets({ lettuce: 50, [id]: 5 })).not.toContain('kosher');
    }
  });
  it('refuses meat or poultry with dairy, and meat with fish; fish with dairy is fine', () => {
    expect(diets({ beef: 100, cheese: 20 })).not.toContain('kosher');
    expect(diets({ chicken: 100, cheese: 20 })).not.toContain('kosher');
    expect(diets({ chicken: 100, salmon: 20 })).not.toContain('kosher');
    expect(diets({ salmon: 100, cheese: 20 })).toContain('kosher');
  });
});

describe('lowSodium and lowSugar', () => {
  it('lowSodium caps sodium per serving', () => {
    const saltAtLimit = (DIET_THRESHOLDS.lowSodiumMaxMg / 38758) * 100;
    expect(diets({ lettuce: 100, salt: saltAtLimit * 0.9 })).toContain('lowSodium');
    expect(diets({ lettuce: 100, salt: saltAtLimit * 1.1 })).not.toContain('lowSodium');
    expect(diets({ lettuce: 400, salt: saltAtLimit * 3.6 }, 4)).toContain('lowSodium');
  });
  it('lowSugar caps total sugars per serving', () => {
    const max = DIET_THRESHOLDS.lowSugarMaxSugarsG;
    expect(diets({ honey: ((max - 1) / 82) * 100 })).toContain('lowSugar');
    expect(diets({ honey: ((max + 1) / 82) * 100 })).not.toContain('lowSugar');
  });
});

describe('missing facts are never in a recipe favour', () => {
  it('an unknown food id grants no diet and is reported', () => {
    const result = labels({ lettuce: 100, mystery: 10 });
    expect(result.diets).toEqual([]);
    expect(result.problems).toEqual(['unknown food mystery']);
  });
  it('a unit without a weight withholds the threshold diets only', () => {
    const r = recipe({ lettuce: 100 });
    r.ingredients.push({ foodId: 'no-cup', quantity: 1, unit: 'cup' });
    const result = deriveRecipeLabels(r, foodsById, toGrams);
    expect(result.problems).toHaveLength(1);
    for (const d of ['keto', 'lowCarb', 'lowSodium', 'lowSugar', 'mediterranean'] as const) {
      expect(result.diets).not.toContain(d);
    }
    expect(result.diets).toContain('vegan');
  });
});
