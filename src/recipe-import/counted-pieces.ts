/**
 * Whole spices and herb sprigs counted by the piece ("4 whole cloves", "1 cinnamon stick",
 * "5 cardamom pods", "2 sprigs fresh basil") of foods the catalogue weighs ground, dried or by
 * the cup. Each piece weighs a few grams or less; without this a count of them had no grams
 * (or "1 stick cinnamon" was read as butter's stick, half a cup). Always estimates, marked as
 * such, like the amounts in unstated-amount.ts; the person can write the real amount.
 */
import type { Food } from '../planner/catalogue-schema';
import { toGrams } from '../planner/units';
import type { ParsedIngredientLine } from './ingredient-line';
import type { AmountEstimate } from './unstated-amount';

interface WholePiece {
  /** The catalogue's food a line about the piece is matched to (ground or dried). */
  foodId: string;
  /** Words of the line that say it is the whole piece, not the ground spice. */
  piece: RegExp;
  /** Grams of one piece: our estimate from typical kitchen weights (no SR28 weight exists). */
  grams: number;
  one: string;
}

/**
 * A whole clove about 0.1 g, a black peppercorn 0.05 g, a 3-inch cinnamon stick about 3 g, a
 * green cardamom pod 0.2 g, an allspice berry 0.1 g, a whole nutmeg about 5 g. Estimates.
 */
const WHOLE_PIECES: readonly WholePiece[] = [
  { foodId: 'ground-cloves', piece: /\bcloves?\b/, grams: 0.1, one: 'whole clove' },
  { foodId: 'black-pepper', piece: /\bpeppercorns?\b/, grams: 0.05, one: 'peppercorn' },
  { foodId: 'white-pepper', piece: /\bpeppercorns?\b/, grams: 0.05, one: 'peppercorn' },
  {
    foodId: 'ground-cinnamon',
    piece: /\b(?:sticks?|quills?|bark)\b/,
    grams: 3,
    one: 'cinnamon stick',
  },
  { foodId: 'ground-cardamom', piece: /\bpods?\b/, grams: 0.2, one: 'cardamom pod' },
  {
    foodId: 'ground-allspice',
    piece: /\b(?:berr(?:y|ies)|whole)\b/,
    grams: 0.1,
    one: 'allspice berry',
  },
  { foodId: 'ground-nutmeg', piece: /\bwhole\b/, grams: 5, one: 'whole nutmeg' },
];

/**
 * A sprig of a fresh herb weighed by the leaf: about five leaves (SR28 weighs fresh basil by
 * "5 leaves", 2.5 g; the catalogue's mint gives 0.6 g a sprig against 0.15 g a leaf).
 */
const LEAVES_PER_SPRIG = 5;
/**
 * A fresh sprig of a herb the catalogue holds only dried: its leaves dried, about a quarter
 * teaspoon (the usual swap, 1 sprig of thyme for 1/4 tsp dried).
 */
const DRIED_TSP_PER_SPRIG = 0.25;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The pieces a line counts, or null when it does not count pieces. */
function countOf(line: ParsedIngredientLine): { count: number; word: string } | null {
  if (line.quantity === null) return null;
  if (line.unit === 'sprig' || line.unit === 'stick') {
    return { count: line.quantity, word: line.unit };
  }
  if (line.measure?.unit === 'each') return { count: line.measure.quantity, word: 'each' };
  return null;
}

export function countedPieceEstimate(
  line: ParsedIngredientLine,
  food: Food,
): AmountEstimate | null {
  if (line.alternative !== null) return null;
  const counted = countOf(line);
  if (!counted || counted.count <= 0) return null;
  const { count } = counted;
  const words = `${line.name} ${counted.word}`;
  const units = food.units as Record<string, number | undefined>;

  if (counted.word === 'sprig') {
    if (units.sprig !== undefined) return null; // the food's own sprig weight
    if (units.leaf !== undefined) {
      const grams = count * LEAVES_PER_SPRIG * units.leaf;
      return { grams, as: `${count} x a sprig of about ${LEAVES_PER_SPRIG} leaves` };
    }
    if (food.category === 'spices') {
      const perSprig = toGrams(DRIED_TSP_PER_SPRIG, 'tsp', food);
      if (perSprig === null) return null;
      return {
        grams: count * perSprig,
        as: `${count} x a sprig: about 1/4 tsp dried each`,
      };
    }
    return null;
  }

  const piece = WHOLE_PIECES.find((p) => p.foodId === food.id && p.piece.test(words));
  if (!piece) return null;
  // A count the food's own units weigh already (star anise, bay leaves) keeps that weight.
  if (counted.word === 'each' && units.each !== undefined) return null;
  return {
    grams: count * piece.grams,
    as: `${count} x ${/^[aeiou]/.test(piece.one) ? 'an' : 'a'} ${piece.one} of about ${round2(piece.grams)} g`,
  };
}
