import { describe, expect, it } from 'vitest';
import { isPerishable, isPerishablePackage } from './perishables';

describe('what counts as perishable waste', () => {
  it('fresh produce, meat, dairy and bread spoil within a week or two', () => {
    expect(isPerishablePackage({ id: 'tomato', category: 'produce' }, 'Tomatoes, 1 lb')).toBe(true);
    expect(
      isPerishablePackage({ id: 'milk', category: 'dairy-eggs' }, 'Whole milk, 1 gallon'),
    ).toBe(true);
    expect(isPerishablePackage({ id: 'eggs', category: 'dairy-eggs' }, 'Large eggs, 1 dozen')).toBe(
      true,
    );
  });

  it('frozen and bottled packages keep, whatever their food', () => {
    const tilapia = { id: 'tilapia', category: 'seafood' };
    expect(isPerishable(tilapia)).toBe(true);
    expect(isPerishablePackage(tilapia, 'Frozen tilapia fillets, 2 lb bag')).toBe(false);
    expect(
      isPerishablePackage(
        { id: 'lemon-juice', category: 'produce' },
        'Bottled lemon juice, 15 fl oz',
      ),
    ).toBe(false);
  });

  it('butter, hard cheese, onions, garlic and potatoes keep for weeks', () => {
    for (const id of ['butter', 'parmesan', 'onion', 'garlic', 'potato']) {
      expect(
        isPerishable({
          id,
          category: id === 'butter' || id === 'parmesan' ? 'dairy-eggs' : 'produce',
        }),
      ).toBe(false);
    }
  });

  it('pantry categories never count', () => {
    expect(isPerishable({ id: 'white-rice', category: 'grains' })).toBe(false);
  });
});
