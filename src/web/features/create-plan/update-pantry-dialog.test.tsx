import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PantryFood, PantryFoodOption } from '../../../shared/pantry-stock';
import { PANTRY_FOODS_QUERY_KEY } from '../../lib/pantry-stock-api';
import { PantryLeftovers } from './update-pantry-dialog';

const rice: PantryFood = {
  id: 'p1',
  foodId: 'white-rice',
  name: 'White rice',
  category: 'grains-pasta',
  grams: 450,
  bestBefore: null,
  source: 'plan',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const options: PantryFoodOption[] = [
  { id: 'white-rice', name: 'White rice', category: 'grains-pasta', units: ['g', 'cup'] },
];

describe('"Update Your Pantry" in the create-plan wizard (issue 29)', () => {
  it('shows the leftovers with their amounts and the pantry page editor to change them', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(PANTRY_FOODS_QUERY_KEY, [rice]);
    queryClient.setQueryData(['pantry', 'food-options'], options);
    const html = renderToStaticMarkup(
      <QueryClientProvider client={queryClient}>
        <PantryLeftovers />
      </QueryClientProvider>,
    );
    expect(html).toContain('Leftovers and other foods, with amounts (1)');
    expect(html).toContain('aria-label="Pantry foods"');
    expect(html).toContain('White rice');
    // The same rows as /pantry: change and remove each food, and add one.
    expect(html).toContain('Change<span class="sr-only"> White rice</span>');
    expect(html).toContain('Remove<span class="sr-only"> White rice</span>');
  });
});
