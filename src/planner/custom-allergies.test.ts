import { describe, expect, it } from 'vitest';
import { foodSchema } from './catalogue-schema';
import { allergensNamedBy, allergyMeansGluten, customAllergyMatchesFood } from './custom-allergies';

const food = (id: string, name: string, aliases: string[] = []) =>
  foodSchema.parse({
    id,
    name,
    aliases,
    category: 'produce',
    nutrition: {
      source: 'USDA SR28',
      ndb: '09316',
      description: name,
      per100g: { kcal: 1, proteinG: 0, fatG: 0, carbsG: 0, fiberG: 0, sugarsG: 0, sodiumMg: 0 },
    },
  });

describe('custom allergies', () => {
  const strawberry = food('strawberries', 'Strawberries');
  const shrimp = food('shrimp', 'Shrimp', ['prawns', 'prawn']);
  const tomato = food('cherry-tomatoes', 'Cherry tomatoes');
  const pineapple = food('pineapple', 'Pineapple');

  it('matches by name and alias, case-insensitively and singular or plural', () => {
    expect(customAllergyMatchesFood('strawberry', strawberry)).toBe(true);
    expect(customAllergyMatchesFood('STRAWBERRIES', strawberry)).toBe(true);
    expect(customAllergyMatchesFood('Prawns', shrimp)).toBe(true);
    expect(customAllergyMatchesFood('tomato', tomato)).toBe(true);
  });

  it('matches whole words only', () => {
    expect(customAllergyMatchesFood('apple', pineapple)).toBe(false);
    expect(customAllergyMatchesFood('', pineapple)).toBe(false);
  });

  it('maps typed common allergens and gluten', () => {
    expect(allergensNamedBy('Dairy')).toEqual(['milk']);
    expect(allergensNamedBy('peanut')).toEqual(['peanuts']);
    expect(allergensNamedBy('tree nuts')).toEqual(['treeNuts']);
    expect(allergensNamedBy('kiwi')).toEqual([]);
    // Issue 28: a typed word that names something on every object's prototype is just a word.
    for (const word of ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf']) {
      expect(allergensNamedBy(word)).toEqual([]);
    }
    expect(allergyMeansGluten('Gluten')).toBe(true);
  });
});
