import { describe, expect, it } from 'vitest';
import {
  REFERENCE_PRICES_SENTENCE,
  ZIP_MESSAGE,
  priceSourceSentence,
  storeChoiceRequestSchema,
  validateZip,
} from './store-choice';

describe('ZIP codes', () => {
  it('accepts five digits from 00501 up, trimmed, and refuses anything else with one message', () => {
    for (const zip of ['00501', '45202', ' 72712 ', '99950'])
      expect(validateZip(zip), zip).toBeNull();
    for (const zip of [
      '',
      '4520',
      '452021',
      '45202-1234',
      'abcde',
      '00000',
      '00500',
      '4 5202',
      '99999',
      '99951',
    ])
      expect(validateZip(zip), zip).toBe(ZIP_MESSAGE);
    expect(storeChoiceRequestSchema.parse({ store: 'kroger', zip: ' 45202' })).toEqual({
      store: 'kroger',
      zip: '45202',
    });
    expect(storeChoiceRequestSchema.safeParse({ store: 'target', zip: '45202' }).success).toBe(
      false,
    );
  });
});

describe('where a list says its prices come from', () => {
  const where = 'Kroger, Kroger - Fixture Street, prices of 2026-11-23';
  it("says the plan's own price statement when no item was priced by a store", () => {
    expect(priceSourceSentence([{}, { priceSource: 'reference' }], undefined)).toBe(
      REFERENCE_PRICES_SENTENCE,
    );
    const note = 'U.S. average prices as of May 2026 (BLS); 1 is your own price.';
    expect(priceSourceSentence([{}, { priceSource: 'own' }], undefined, note)).toBe(note);
    expect(REFERENCE_PRICES_SENTENCE).not.toContain('2022');
  });
  it('names the store when every item, or some, came from it', () => {
    const store = { store: 'kroger', where };
    expect(priceSourceSentence([{ priceSource: 'live' }, { priceSource: 'live' }], store)).toBe(
      `Prices are live prices from ${where}.`,
    );
    expect(
      priceSourceSentence([{ priceSource: 'live' }, { priceSource: 'reference' }, {}], store),
    ).toBe(`1 of 3 prices is a live price from ${where}; the others are reference prices.`);
    expect(priceSourceSentence([{ priceSource: 'live' }, { priceSource: 'live' }, {}], store)).toBe(
      `2 of 3 prices are live prices from ${where}; the other is a reference price.`,
    );
  });
});
