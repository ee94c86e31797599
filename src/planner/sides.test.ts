/** Sides that fit the dish (issue 27): no bread with a noodle or rice dish, a bowl or a stir-fry. */
import { describe, expect, it } from 'vitest';
import { SIDE_DEFINITIONS, sideFitMask } from './sides';
import { testFood, testRecipe } from './test-catalogue';

const bread = 1 << SIDE_DEFINITIONS.findIndex((s) => s.id === 'bread');
const spaghetti = testFood('spaghetti', { category: 'grains-pasta' });
const cabbage = testFood('green-cabbage');

describe('bread as a side', () => {
  it('does not come with Hakka noodles made with spaghetti', () => {
    const hakka = testRecipe(
      'hakka',
      'lunch',
      [
        [8, 'oz', 'spaghetti'],
        [2, 'cup', 'green-cabbage'],
      ],
      { title: 'Vegetable Hakka Noodles', cuisine: 'indian', dishType: 'pasta' },
    );
    expect(sideFitMask(hakka, [spaghetti, cabbage]) & bread).toBe(0);
  });

  it('does not come with a bowl or a stir-fry', () => {
    const bowl = testRecipe(
      'b',
      'lunch',
      [
        [2, 'cup', 'green-cabbage'],
        [1, 'tsp', 'salt'],
      ],
      {
        title: 'Chickpea Bowl',
        cuisine: 'indian',
        dishType: 'bowl',
      },
    );
    expect(sideFitMask(bowl, [cabbage]) & bread).toBe(0);
  });

  it('still comes with an Italian spaghetti dish and a soup', () => {
    const pasta = testRecipe(
      'p',
      'lunch',
      [
        [8, 'oz', 'spaghetti'],
        [1, 'tsp', 'salt'],
      ],
      {
        title: 'Spaghetti al Pomodoro',
        dishType: 'pasta',
      },
    );
    expect(sideFitMask(pasta, [spaghetti]) & bread).not.toBe(0);
    const soup = testRecipe(
      's',
      'lunch',
      [
        [2, 'cup', 'green-cabbage'],
        [1, 'tsp', 'salt'],
      ],
      {
        title: 'Cabbage Soup',
        dishType: 'soup',
      },
    );
    expect(sideFitMask(soup, [cabbage]) & bread).not.toBe(0);
  });
});
