/**
 * Counts written as words, as recipes and recipe pages write them: the planner's step text
 * (serving-ratios.ts) and the import's ingredient lines and yields read and write the same ones.
 */
export const NUMBER_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
] as const;

/** 1 to 12 for a number word in any case; undefined for anything else. */
export function numberWordValue(word: string): number | undefined {
  const i = (NUMBER_WORDS as readonly string[]).indexOf(word.toLowerCase());
  return i >= 0 ? i + 1 : undefined;
}
