import { describe, expect, it } from 'vitest';
import { recipeSchema, type Food } from './catalogue-schema';
import { parseQty, renderRecipe, servedOne } from './recipe-text';
import { recipeTextProblems } from './recipe-text-rules';
import { testFood, testRecipe } from './test-catalogue';

const oats = testFood('rolled-oats', {
  name: 'Old-fashioned rolled oats',
  category: 'grains-pasta',
  units: { cup: 81 },
  display: { one: 'rolled oats', many: 'rolled oats' },
});
const avocado = testFood('avocado', {
  units: { cup: 150, each: 150 },
  display: { one: 'avocado', many: 'avocados' },
});
const bay = testFood('bay-leaves', {
  category: 'spices',
  units: { cup: 28.8, leaf: 0.2 },
  display: { one: 'bay leaf', many: 'bay leaves' },
});
const tortillas = testFood('corn-tortillas', {
  category: 'bakery',
  units: { tortilla: 26, each: 26 },
  display: { one: 'corn tortilla', many: 'corn tortillas' },
});
const foods = new Map<string, Food>([oats, avocado, bay, tortillas].map((f) => [f.id, f]));

const porridge = testRecipe(
  'porridge',
  'breakfast',
  [
    [1, 'cup', 'rolled-oats'],
    [1, 'each', 'avocado'],
    [1, 'leaf', 'bay-leaves'],
    [4, 'tortilla', 'corn-tortillas'],
  ],
  {
    servings: 3,
    instructions: [
      'Bring {qty:3 cup} of water to a boil with {amount:bay-leaves}.',
      'Stir in {amount:rolled-oats} of oats and cook for 5 minutes.',
      'Top with {amount:avocado}, sliced, and warm {amount:corn-tortillas} on the side.',
    ],
  },
);

describe('recipe text at any serving count', () => {
  it("scales the water with the oats (the issue's example)", () => {
    const r = renderRecipe(porridge, foods, 8);
    expect(r.instructions[0]).toBe('Bring 8 cups (1.9 L) of water to a boil with 3 bay leaves.');
    expect(r.instructions[1]).toBe('Stir in 2 2/3 cups of oats and cook for 5 minutes.');
  });

  it("says one and many right, and never doubles the food's own unit", () => {
    const one = renderRecipe(porridge, foods, 3);
    expect(one.instructions[0]).toContain('with 1 bay leaf.');
    expect(one.instructions[2]).toBe(
      'Top with 1 avocado, sliced, and warm 4 corn tortillas on the side.',
    );
    expect(one.ingredients.map((i) => `${i.quantity} ${i.ingredient}`)).toEqual([
      '1 cup (80 g) rolled oats',
      '1 avocado',
      '1 bay leaf',
      '4 corn tortillas',
    ]);
    const two = renderRecipe(porridge, foods, 6);
    expect(two.ingredients[1]).toMatchObject({ quantity: '2', ingredient: 'avocados' });
    expect(two.ingredients[2]).toMatchObject({ quantity: '2', ingredient: 'bay leaves' });
  });

  it('reads NUMBER UNIT in a qty placeholder, with fractions and free count nouns', () => {
    expect(parseQty('1 1/2 tbsp')).toEqual({ quantity: 1.5, unit: 'tbsp' });
    expect(parseQty('3/4 cup')).toEqual({ quantity: 0.75, unit: 'cup' });
    expect(parseQty('4 oval patty')).toEqual({ quantity: 4, unit: 'oval patty' });
    expect(parseQty('cup')).toBeNull();
    const patties = testRecipe(
      'p',
      'dinner',
      [
        [1, 'cup', 'rolled-oats'],
        [1, 'each', 'avocado'],
      ],
      {
        servings: 4,
        instructions: ['Shape into {qty:4 patty}.', 'Cook them for 4 minutes per side.'],
      },
    );
    expect(renderRecipe(patties, foods, 13).instructions[0]).toBe('Shape into 13 patties.');
    expect(renderRecipe(patties, foods, 1).instructions[0]).toBe('Shape into 1 patty.');
  });

  it('rejects a recipe whose amount placeholder names no ingredient of it', () => {
    const bad = { ...porridge, instructions: ['Stir in {amount:milk}.', 'Add {qty:lots}.'] };
    const parsed = recipeSchema.safeParse(bad);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'step 1: {amount:milk} names no ingredient of the recipe',
      'step 2: {qty:lots} is not "NUMBER UNIT" (e.g. {qty:3 cup})',
    ]);
  });
});

describe('recipe text rules', () => {
  const problems = (over: Partial<typeof porridge>) =>
    recipeTextProblems({ ...porridge, ...over }, foods);

  it('passes a recipe written to the format', () => {
    expect(problems({})).toEqual([]);
  });

  it('finds a quantity that would not scale', () => {
    expect(
      problems({ instructions: ['Bring 3 cups water to a boil.', 'Cook for 5 minutes.'] }),
    ).toEqual([
      'data: step 1: "3 cups water to a boil." does not scale; use {qty:...} or {amount:...}',
    ]);
  });

  it('finds metric first, a bare Celsius and a lower-case proper name', () => {
    const found = problems({
      instructions: ['Heat the oven to 200°C (400°F).', 'Use a 25 cm skillet and some parmesan.'],
    });
    expect(found.some((p) => p.startsWith('data: step 1: metric first'))).toBe(true);
    expect(found.some((p) => p.startsWith('data: step 2: metric first'))).toBe(true);
    expect(found.some((p) => p.includes('"parmesan" is a proper name'))).toBe(true);
  });

  it('finds a note that repeats the food and a doubled word', () => {
    const found = recipeTextProblems(
      {
        ...porridge,
        ingredients: [
          { quantity: 12, unit: 'tortilla', foodId: 'corn-tortillas', note: 'corn tortillas' },
          { quantity: 1, unit: 'cup', foodId: 'rolled-oats' },
        ],
        instructions: ['Warm the the tortillas.', 'Serve them for 5 minutes.'],
      },
      foods,
    );
    expect(found).toContain('data: note "corn tortillas" repeats the food (corn tortilla)');
    expect(found.some((p) => p.includes('doubled "the the"'))).toBe(true);
  });

  it('finds plural and fraction errors in text a renderer did not make', () => {
    const found = problems({
      instructions: ['Cook for 1 minutes, then add {amount:avocado}.', 'Rest for 2 minute.'],
    });
    expect(found.some((p) => p.includes('plural after 1: "1 minutes"'))).toBe(true);
    expect(found.some((p) => p.includes('singular after 2: "2 minute"'))).toBe(true);
  });
});

describe('a meal for one is served in one bowl', () => {
  it('reads "a glass", "a bowl" and "put ... in a bowl" for one serving, and leaves more alone', () => {
    expect(servedOne('Pour into glasses and serve right away.', 1)).toBe(
      'Pour into a glass and serve right away.',
    );
    expect(servedOne('Divide the cereal among bowls.', 1)).toBe('Put the cereal in a bowl.');
    expect(servedOne('Divide the noodles between deep bowls, ladle over the broth.', 1)).toBe(
      'Put the noodles in a deep bowl, ladle over the broth.',
    );
    expect(servedOne('Serve in individual bowls.', 1)).toBe('Serve in a bowl.');
    expect(servedOne('Divide the cereal among bowls.', 2)).toBe('Divide the cereal among bowls.');
  });

  it('one serving: plates, jars, ramekins, "Fill bowls", "over bowls of rice", "the glasses"', () => {
    expect(servedOne('Toss the pasta, divide between hot plates, set a steak on top.', 1)).toBe(
      'Toss the pasta, put on a hot plate, set a steak on top.',
    );
    expect(servedOne('Stir in the oats, divide among jars or bowls, cover.', 1)).toBe(
      'Stir in the oats, put in a jar or bowl, cover.',
    );
    expect(servedOne('Spoon a layer of yogurt into glasses or jars.', 1)).toBe(
      'Spoon a layer of yogurt into a glass or jar.',
    );
    expect(servedOne('Divide the meat between small oiled pans or ramekins and bake.', 1)).toBe(
      'Put the meat in a small oiled pan or ramekin and bake.',
    );
    expect(servedOne('Stir, divide into bowls and top with banana.', 1)).toBe(
      'Stir, put in a bowl and top with banana.',
    );
    expect(servedOne('Fill bowls with the rice and the greens.', 1)).toBe(
      'Fill a bowl with the rice and the greens.',
    );
    expect(servedOne('Spoon the beef over bowls of rice.', 1)).toBe(
      'Spoon the beef over a bowl of rice.',
    );
    expect(servedOne('Ladle the soup into oven-safe bowls.', 1)).toBe(
      'Ladle the soup into an oven-safe bowl.',
    );
    expect(servedOne('Pile the noodles on plates, then move the fish to warm plates.', 1)).toBe(
      'Pile the noodles on a plate, then move the fish to a warm plate.',
    );
    expect(servedOne('Spoon the fruit into the bottom of the glasses.', 1)).toBe(
      'Spoon the fruit into the bottom of the glass.',
    );
    // Equipment that is not a serving vessel is left alone.
    expect(servedOne('Divide the pasta between two pans.', 1)).toBe(
      'Divide the pasta between two pans.',
    );
    expect(servedOne('Fill bowls with the rice.', 2)).toBe('Fill bowls with the rice.');
  });
});
