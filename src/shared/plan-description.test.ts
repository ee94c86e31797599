import { describe, expect, it } from 'vitest';
import { descriptionWithoutTotal } from './plan-description';

describe('a plan description never carries a stale total (issue 29, item 4)', () => {
  it('reads a description stored with the generation-time total without it', () => {
    expect(
      descriptionWithoutTotal(
        'Breakfast, lunch and dinner for 4 people at Walmart: $176.83 of your $180 budget.',
      ),
    ).toBe('Breakfast, lunch and dinner for 4 people at Walmart, on a $180 budget.');
    expect(
      descriptionWithoutTotal('Dinner for 2 people at Kroger: $1,076.00 of your $1,200.50 budget.'),
    ).toBe('Dinner for 2 people at Kroger, on a $1,200.50 budget.');
  });

  it('leaves other descriptions alone', () => {
    expect(descriptionWithoutTotal(null)).toBeNull();
    expect(descriptionWithoutTotal('A renamed plan: $5 of mine')).toBe(
      'A renamed plan: $5 of mine',
    );
  });
});
