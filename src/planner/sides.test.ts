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

describe('fruit as a side (issue 29: a banana came with koshari)', () => {
  const fruit = 1 << SIDE_DEFINITIONS.findIndex((s) => s.id === 'fruit');
  const rice = testFood('white-rice', { category: 'grains-pasta' });
  const macaroni = testFood('elbow-macaroni', { category: 'grains-pasta' });
  const lentils = testFood('lentils', { category: 'grains-pasta' });
  const chicken = testFood('chicken-thighs', { category: 'meat' });
  const greenBeans = testFood('green-beans');

  it('does not come with a savoury rice, pasta and lentil main, at lunch or at dinner', () => {
    for (const meal of ['lunch', 'dinner'] as const) {
      const koshari = testRecipe(
        `koshari-${meal}`,
        meal,
        [
          [1, 'cup', 'lentils'],
          [1, 'cup', 'elbow-macaroni'],
          [1, 'cup', 'white-rice'],
        ],
        { title: 'Koshari Bowl', cuisine: 'mediterranean', dishType: 'bowl' },
      );
      expect(sideFitMask(koshari, [lentils, macaroni, rice]) & fruit, meal).toBe(0);
    }
  });

  it('does not come with a rice or pasta dinner', () => {
    const dinner = testRecipe('chicken-rice', 'dinner', [
      [1, 'lb', 'chicken-thighs'],
      [1, 'cup', 'white-rice'],
    ]);
    expect(sideFitMask(dinner, [chicken, rice]) & fruit).toBe(0);
  });

  it('still comes with breakfast, a light lunch and a dinner with no grain or legume', () => {
    const lunch = testRecipe('chicken-lunch', 'lunch', [
      [1, 'lb', 'chicken-thighs'],
      [1, 'cup', 'white-rice'],
    ]);
    expect(sideFitMask(lunch, [chicken, rice]) & fruit).not.toBe(0);
    const dinner = testRecipe('chicken-beans', 'dinner', [
      [1, 'lb', 'chicken-thighs'],
      [2, 'cup', 'green-beans'],
    ]);
    expect(sideFitMask(dinner, [chicken, greenBeans]) & fruit).not.toBe(0);
  });
});
