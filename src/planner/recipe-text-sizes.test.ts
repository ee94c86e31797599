/**
 * Recipe text true at every size (issue 27): each example the issue quotes, rendered from the
 * shipped foods, and the rule of recipe-text-rules.ts that catches its old wording.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { foodsFileSchema, type Food } from './catalogue-schema';
import { renderRecipe } from './recipe-text';
import {
  CHECKED_SERVINGS,
  recipeTextProblems,
  textLineProblems,
  wholePackageProblem,
} from './recipe-text-rules';
import { testFood, testRecipe } from './test-catalogue';

const foods = foodsFileSchema.parse(
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../data/foods.json'), 'utf8')),
).foods;
const foodsById = new Map<string, Food>(foods.map((f) => [f.id, f]));
const lines = (r: ReturnType<typeof testRecipe>, servings: number) =>
  renderRecipe(r, foodsById, servings).ingredients.map((l) => `${l.quantity} ${l.ingredient}`);

describe('the sizes checked', () => {
  it('are 1, 2, 3, 4, 6 and 13 servings', () => {
    expect(CHECKED_SERVINGS).toEqual([1, 2, 3, 4, 6, 13]);
  });
});

describe('a package on an ingredient line', () => {
  const soup = testRecipe(
    'soup',
    'lunch',
    [
      [1, 'can', 'crushed-tomatoes'],
      [1, 'can', 'cannellini-beans'],
    ],
    { servings: 4 },
  );

  it('states the amount used and the part of the can, never the whole can at 1 serving', () => {
    expect(lines(soup, 1)).toEqual([
      '7 oz (200 g) crushed tomatoes, a quarter of a 28 oz can',
      '4 oz (110 g) cannellini beans, a quarter of a 15 oz can',
    ]);
    expect(lines(soup, 4)).toEqual([
      '1 (28 oz) can crushed tomatoes',
      '1 (15 oz) can cannellini beans',
    ]);
    expect(lines(soup, 6)[0]).toBe('2 3/4 lb (1.2 kg) crushed tomatoes, from 2 (28 oz) cans');
  });

  it('is caught when it names a whole can the recipe does not use', () => {
    const oldData = testRecipe(
      'old',
      'lunch',
      [
        [0.25, 'can', 'crushed-tomatoes'],
        [1, 'tsp', 'salt'],
      ],
      {
        servings: 1,
      },
    );
    // The renderer no longer writes it; the rule compares the line with the amount used.
    expect(recipeTextProblems(oldData, foodsById, [1])).toEqual([]);
    expect(lines(oldData, 1)[0]).not.toMatch(/^1 \(28 oz\) can/);
    expect(wholePackageProblem('1 (28 oz) can', 0.25)).toBe('1 whole packages for 0.25 used');
    expect(wholePackageProblem('1 (15 oz) can', 106 / 425)).toBe('1 whole packages for 0.25 used');
    expect(wholePackageProblem('1 (28 oz) can', 0.95)).toBeNull();
  });

  it('does not double "cans canned tuna"', () => {
    const salad = testRecipe(
      'tuna',
      'lunch',
      [
        [1, 'can', 'canned-tuna'],
        [1, 'tsp', 'salt'],
      ],
      {
        servings: 2,
      },
    );
    expect(lines(salad, 6)[0]).toBe('3 (5 oz) cans tuna');
    expect(textLineProblems('3 (5 oz) cans canned tuna')).toEqual(['doubled "cans canned"']);
  });
});

describe('counts in the steps', () => {
  const eggs = (step: string) =>
    testRecipe(
      'shakshuka',
      'breakfast',
      [
        [8, 'each', 'eggs'],
        [1, 'tsp', 'salt'],
      ],
      {
        servings: 4,
        instructions: [step, 'Season with the salt.'],
      },
    );

  it('scale with the eggs: "make 2 hollows" for 2 eggs', () => {
    const r = eggs('Make {qty:8 hollow} in the sauce and crack an egg into each.');
    expect(recipeTextProblems(r, foodsById)).toEqual([]);
    expect(renderRecipe(r, foodsById, 1).instructions[0]).toBe(
      'Make 2 hollows in the sauce and crack an egg into each.',
    );
    expect(lines(r, 1)[0]).toBe('2 eggs');
  });

  it('are caught when written as words that would not scale', () => {
    const hollows = eggs('Make eight hollows in the sauce and crack an egg into each.');
    expect(recipeTextProblems(hollows, foodsById)).toContain(
      'data: step 1: "eight hollows" is a count that would not scale; use {qty:...}',
    );
    const dough = eggs('Divide the dough in two and roll each half thin.');
    expect(recipeTextProblems(dough, foodsById)).toContain(
      'data: step 1: "Divide the dough in two" is a count that would not scale; use {qty:...}',
    );
    // A ratio with nothing to make of it at a size is caught where it is rendered.
    const ratio = eggs('Stretch the dough into rounds, one for every two servings.');
    expect(recipeTextProblems(ratio, foodsById, [1])).toContain(
      'at 1: step 1: "one for every two servings" is not made for 1',
    );
    const sheets = eggs('Line two baking sheets and lay the eggs on them.');
    expect(recipeTextProblems(sheets, foodsById)).toContain(
      'data: step 1: "two baking sheets" is a count that would not scale; use {qty:...}',
    );
    const share = eggs('Spread the sauce on four of the eggs.');
    expect(recipeTextProblems(share, foodsById)).toContain(
      'data: step 1: "four of the eggs" is a count that would not scale; use {qty:...}',
    );
  });

  const dough = (step: string) =>
    testRecipe(
      'pizza',
      'dinner',
      [
        [1, 'lb', 'pizza-dough'],
        [1, 'tsp', 'salt'],
      ],
      { servings: 4, instructions: [step, 'Season with the salt.'] },
    );
  const step1 = (r: ReturnType<typeof dough>, servings: number) =>
    renderRecipe(r, foodsById, servings).instructions[0];

  it('"rounds, one for every two servings" is one smaller round for 1 and two rounds for 3', () => {
    const pizza = dough(
      'Stretch the dough into rounds about 12 inches (30 cm) across, one for every two servings, on parchment.',
    );
    expect(recipeTextProblems(pizza, foodsById)).toEqual([]);
    // The same dough as thin: half of a 12-inch round's area is a round of about 8 inches.
    expect(step1(pizza, 1)).toBe(
      'Stretch the dough into a round about 8 inches (20 cm) across, on parchment.',
    );
    expect(step1(pizza, 2)).toBe(
      'Stretch the dough into a round about 12 inches (30 cm) across, on parchment.',
    );
    expect(step1(pizza, 3)).toBe(
      'Stretch the dough into 2 rounds about 10 inches (25 cm) across, on parchment.',
    );
    expect(step1(pizza, 4)).toBe(
      'Stretch the dough into 2 rounds about 12 inches (30 cm) across, on parchment.',
    );
    expect(step1(pizza, 13)).toBe(
      'Stretch the dough into 7 rounds about 12 inches (30 cm) across, on parchment.',
    );
    const thin = dough(
      'Stretch the dough into thin rounds about 14 inches (35 cm) across, one for every two servings, each on a floured sheet of parchment.',
    );
    expect(step1(thin, 1)).toBe(
      'Stretch the dough into a thin round about 10 inches (25 cm) across on a floured sheet of parchment.',
    );
    expect(step1(thin, 6)).toBe(
      'Stretch the dough into 3 thin rounds about 14 inches (35 cm) across, each on a floured sheet of parchment.',
    );
  });

  it('"a dish for every four servings" is a smaller dish for 1 and two dishes for 6', () => {
    const bake = dough(
      'Heat the oven to 375°F (190°C) and butter an 8-inch (20 cm) square baking dish for every four servings.',
    );
    expect(recipeTextProblems(bake, foodsById)).toEqual([]);
    expect(step1(bake, 1)).toBe(
      'Heat the oven to 375°F (190°C) and butter a baking dish about a quarter the size of an 8-inch (20 cm) square one.',
    );
    expect(step1(bake, 4)).toBe(
      'Heat the oven to 375°F (190°C) and butter an 8-inch (20 cm) square baking dish.',
    );
    expect(step1(bake, 6)).toBe(
      'Heat the oven to 375°F (190°C) and butter two 8-inch (20 cm) square baking dishes.',
    );
    const lasagna = dough(
      'Spread a thin layer of sauce in a 9 x 13-inch (23 x 33 cm) dish for every eight servings, then layer the pasta.',
    );
    expect(step1(lasagna, 2)).toBe(
      'Spread a thin layer of sauce in a dish about a quarter the size of a 9 x 13-inch (23 x 33 cm) one, then layer the pasta.',
    );
  });

  it('a count that comes to one divides nothing: "Roll the dough", "Split the baguette"', () => {
    const pieces = dough(
      'Divide the dough into {qty:4 piece} and roll each one into a thin round.',
    );
    expect(recipeTextProblems(pieces, foodsById)).toEqual([]);
    expect(step1(pieces, 1)).toBe('Roll the dough into a thin round.');
    expect(step1(pieces, 2)).toBe(
      'Divide the dough into 2 pieces and roll each one into a thin round.',
    );
    const bread = dough('Cut the baguette into {qty:4 piece}, split them and toast them lightly.');
    expect(step1(bread, 1)).toBe('Split the baguette and toast it lightly.');
    // Written so that it divides one, the rendered step is caught.
    const ramekins = dough('Divide the dough between {qty:4 ramekin} and bake.');
    expect(recipeTextProblems(ramekins, foodsById, [1])).toContain(
      'at 1: step 1: "between 1 ramekin" divides one',
    );
  });

  it('"Mash the avocados" reads singular for one avocado', () => {
    const toast = testRecipe(
      'toast',
      'breakfast',
      [
        [2, 'each', 'avocado'],
        [1, 'tsp', 'salt'],
      ],
      {
        servings: 4,
        instructions: ['Mash the avocados with a fork.', 'Season with the salt.'],
      },
    );
    expect(renderRecipe(toast, foodsById, 1).instructions[0]).toBe('Mash the avocado with a fork.');
    expect(renderRecipe(toast, foodsById, 2).instructions[0]).toBe('Mash the avocado with a fork.');
    expect(renderRecipe(toast, foodsById, 4).instructions[0]).toBe(
      'Mash the avocados with a fork.',
    );
  });
});

describe('a note on an ingredient line', () => {
  it('may not describe another food than the one bought: "chicken thighs, boneless skinless, bone-in"', () => {
    const thighs = (note: string) => {
      const r = testRecipe('roast', 'dinner', [
        [4, 'each', 'chicken-thighs'],
        [1, 'tsp', 'salt'],
      ]);
      return { ...r, ingredients: [{ ...r.ingredients[0]!, note }, r.ingredients[1]!] };
    };
    expect(recipeTextProblems(thighs('bone-in, skin-on'), foodsById, [2])).toContain(
      'data: note "bone-in, skin-on" says bone-in of Chicken thighs, boneless skinless',
    );
    expect(recipeTextProblems(thighs('skin-on'), foodsById, [2])).toContain(
      'data: note "skin-on" says skin of Chicken thighs, boneless skinless',
    );
    expect(recipeTextProblems(thighs('cut into strips'), foodsById, [2])).toEqual([]);
  });
});

describe('measures', () => {
  it('catch odd fractions, wrong conversions and "2 lb (850 g)"', () => {
    expect(textLineProblems('3/8 tsp salt')).toEqual(['odd fraction "3/8 tsp salt"']);
    expect(textLineProblems('10 2/3 cups (2.5 L) water')).toContain(
      'odd fraction "10 2/3 cups (2.5 L"',
    );
    expect(textLineProblems('2 lb (850 g) chicken')).toEqual([
      'conversion "2 lb (850 g)" should read (910 g)',
    ]);
    expect(textLineProblems('12 oz (330 g) pasta')).toEqual([
      'conversion "12 oz (330 g)" should read (340 g)',
    ]);
    expect(textLineProblems('1/3 cup (100 ml) milk')).toEqual([
      'conversion "1/3 cup (100 ml)" should read (80 ml)',
    ]);
    expect(textLineProblems('2 lb (910 g) chicken')).toEqual([]);
    expect(textLineProblems('1/2 cup (120 ml) milk')).toEqual([]);
    expect(textLineProblems('a 3/8-inch (1 cm) slice')).toEqual([]);
  });

  it('catch a unit the food is not sold in: "1 bunch baby spinach"', () => {
    const spinach = testFood('baby-spinach', {
      name: 'Baby spinach',
      units: { cup: 30, bunch: 340 },
    });
    const r = testRecipe('greens', 'lunch', [
      [1, 'bunch', 'baby-spinach'],
      [1, 'tsp', 'salt'],
    ]);
    const byId = new Map([...foodsById, [spinach.id, spinach]]);
    expect(recipeTextProblems(r, byId, [2])).toContain(
      'data: a bunch of Baby spinach (sold in bags)',
    );
    // The shipped food has no bunch at all any more.
    expect(foodsById.get('spinach')!.units.bunch).toBeUndefined();
  });
});
