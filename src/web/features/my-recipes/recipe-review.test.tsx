import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SaveRecipe } from '../../../shared/my-recipes';
import { RecipeReview, type ReviewDraft } from './recipe-review';

const recipe: SaveRecipe = {
  title: 'Honey oat bread',
  servings: 20,
  prepMinutes: null,
  cookMinutes: null,
  meal: 'breakfast',
  cuisine: null,
  dishType: null,
  imageUrl: null,
  sourceUrl: null,
  ingredients: [
    {
      text: '6 cups bread flour',
      quantity: 6,
      unit: 'cup',
      foodId: 'bread-flour',
      grams: 762,
      optional: false,
      confidence: 1,
      group: null,
      leaveOffList: false,
    },
  ],
  instructions: ['Bake.'],
};

function render(draft: ReviewDraft): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <RecipeReview draft={draft} onSaved={() => {}} />
    </QueryClientProvider>,
  );
}

describe('the review screen’s servings (issue 30)', () => {
  it('says when the servings are an estimate from a yield of whole loaves', () => {
    const html = render({
      recipe,
      foodNames: new Map([['bread-flour', 'Bread flour']]),
      servingsEstimate: '2 loaves: about 10 servings each',
    });
    expect(html).toContain('Estimated from the page’s yield: 2 loaves: about 10 servings each');
  });

  it('says nothing of an estimate when the page gave the servings', () => {
    const html = render({ recipe, foodNames: new Map([['bread-flour', 'Bread flour']]) });
    expect(html).not.toContain('Estimated from the page');
  });
});
