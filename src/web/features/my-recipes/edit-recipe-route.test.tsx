import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MyRecipe } from '../../../shared/my-recipes';
import { myRecipeQueryKey, type MyRecipeAnswer } from '../../lib/my-recipes-api';
import { EditRecipeRoute } from './import-recipe-route';

const line = {
  quantity: 1,
  unit: 'cup',
  grams: 240,
  optional: false,
  confidence: 1,
  group: null,
  leaveOffList: false,
};
const recipe: MyRecipe = {
  id: 'r1',
  mine: true,
  title: 'Chickpea stew',
  servings: 2,
  prepMinutes: 10,
  cookMinutes: 20,
  meal: 'dinner',
  cuisine: null,
  dishType: null,
  imageUrl: null,
  sourceUrl: null,
  ingredients: [
    { ...line, text: '1 cup chickpeas', foodId: 'chickpeas-canned' },
    { ...line, text: '1 cup zorblax', foodId: null, grams: null, confidence: 0 },
  ],
  instructions: ['Stir.'],
  nutritionPerServing: { kcal: 300, proteinG: 12, sodiumMg: 400 },
  costPerServingCents: null,
  allergens: [],
  diets: [],
  unmatched: 1,
  updatedAt: '2026-11-26T10:00:00.000Z',
};

/** The edit screen's first render for a saved recipe already in the query cache. */
function renderEdit(answer: MyRecipeAnswer): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(myRecipeQueryKey('r1'), answer);
  const router = createMemoryRouter(
    [{ path: '/my-recipes/:id/edit', element: <EditRecipeRoute /> }],
    { initialEntries: ['/my-recipes/r1/edit'] },
  );
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the edit screen of a saved recipe (issue 30)', () => {
  it('shows each line’s food by its name, not its id', () => {
    const html = renderEdit({ recipe, foods: { 'chickpeas-canned': 'Chickpeas, canned' } });
    expect(html).toContain('<strong class="text-fg">Chickpeas, canned</strong>');
    expect(html).not.toContain('>chickpeas-canned<');
    // The unmatched line says so.
    expect(html).toContain('no food');
  });
});
