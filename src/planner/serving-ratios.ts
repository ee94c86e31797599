/**
 * "One for every two servings" made true at the size cooked (issue 27, recipe text true at every
 * size). A ratio in a step reads right only at a multiple of it: "rounds about 12 inches across,
 * one for every two servings" asks for half a round at 1 serving and one and a half at 3. The
 * renderer turns each ratio into what to make for the servings cooked:
 * - rounds of dough keep the dough's thickness: at 1 serving one smaller round ("a round about
 *   8 inches (20 cm) across", half the area), at 3 servings 2 rounds of 10 inches;
 * - a dish or pan keeps the depth of what is in it: "an 8-inch (20 cm) square baking dish for
 *   every four servings" is that dish at 4, "two 8-inch (20 cm) square baking dishes" at 6 or 8,
 *   and at 1 "a baking dish about a quarter the size of an 8-inch (20 cm) square one".
 * The text rules (recipe-text-rules.ts) refuse any "for every N servings" left in rendered text.
 */
import { NUMBER_WORDS, numberWordValue } from '../shared/number-words';
import { nearestPart } from './kitchen-measure';

const COUNT = `(${NUMBER_WORDS.join('|')}|\\d+)`;

function countValue(word: string): number {
  return numberWordValue(word) ?? Number(word);
}

/** "two" for 2 up to twelve, digits above: read before a size ("two 8-inch dishes"). */
function countWord(n: number): string {
  return n <= NUMBER_WORDS.length ? NUMBER_WORDS[n - 1]! : String(n);
}

/**
 * How many rounds or dishes `ratio` of them makes: one up to one and a quarter, then the next
 * whole number once a quarter of one is left over (1.5 -> 2, 3.25 -> 3).
 */
export function wholeCount(ratio: number): number {
  if (ratio <= 1) return 1;
  const whole = Math.floor(ratio);
  return ratio - whole <= 0.25 + 1e-9 ? whole : whole + 1;
}

/** Centimetres for a length in inches, as the recipes write them: 12 -> 30, 10 -> 25, 9 -> 23. */
export function inchCm(inches: number): number {
  const cm = inches * 2.54;
  const five = Math.round(cm / 5) * 5;
  return Math.abs(five - cm) <= 1 ? five : Math.round(cm);
}

const PARTS: [number, string][] = [
  [1 / 8, 'an eighth'],
  [1 / 6, 'a sixth'],
  [1 / 4, 'a quarter'],
  [1 / 3, 'a third'],
  [1 / 2, 'half'],
  [2 / 3, 'two thirds'],
];

const ROUNDS = new RegExp(
  String.raw`\b((?:very )?thin )?rounds about (\d+) inches \(\d+ cm\) across, one for every ${COUNT} servings(, each\b)?`,
  'gi',
);

/** "rounds about 12 inches (30 cm) across, one for every two servings" for `servings`. */
function rounds(step: string, servings: number): string {
  return step.replace(
    ROUNDS,
    (_m, thin: string | undefined, inches: string, per: string, each: string | undefined) => {
      const ratio = servings / countValue(per);
      const n = wholeCount(ratio);
      // The same dough spread as thin: a round's area follows the servings it feeds.
      const across = Math.max(4, Math.round(Number(inches) * Math.sqrt(ratio / n)));
      const size = `about ${across} inches (${inchCm(across)} cm) across`;
      const kind = thin ?? '';
      if (n === 1) return `a ${kind}round ${size}`;
      return `${n} ${kind}rounds ${size}${each ?? ''}`;
    },
  );
}

const VESSEL = new RegExp(
  // The dish named right before the ratio: no other "a" or "an" between them.
  String.raw`\b(a|an) ((?:(?!\b(?:a|an)\b)[^,;.]){1,60}?) for every ${COUNT} servings\b`,
  'gi',
);

/** "an 8-inch (20 cm) square baking dish for every four servings" for `servings`. */
function vessels(step: string, servings: number): string {
  return step.replace(VESSEL, (_m, article: string, what: string, per: string) => {
    const ratio = servings / countValue(per);
    const n = wholeCount(ratio);
    if (n > 1) {
      return `${countWord(n)} ${what.replace(/([a-z]+)$/i, (w) => pluralWord(w))}`;
    }
    if (ratio >= 0.75) return `${article.toLowerCase()} ${what}`;
    // A smaller dish of the same kind, filled as deep: "a baking dish about a quarter the size
    // of an 8-inch (20 cm) square one".
    const sized = /^(.*\)\s*(?:(?:square|round|oval|rectangular)\s+)?)(.+)$/i.exec(what);
    const noun = sized ? sized[2]! : what.split(' ').slice(-1)[0]!;
    const shape = sized ? sized[1]!.trim() : what.split(' ').slice(0, -1).join(' ');
    return `a ${noun} about ${nearestPart(ratio, PARTS)[1]} the size of ${article.toLowerCase()} ${shape} one`;
  });
}

function pluralWord(w: string): string {
  if (/(s|ch|sh|x)$/i.test(w)) return `${w}es`;
  return `${w}s`;
}

/** Every "for every N servings" of a step, made what to do for `servings`. */
export function servingRatios(step: string, servings: number): string {
  if (!/for every/i.test(step)) return step;
  return vessels(rounds(step, servings), servings);
}

const INTO_ONE =
  /\b([Dd]ivide|[Cc]ut) (the [a-z -]+?) into 1 (?:[a-z]+ )?(?:piece|ball|portion|length)(?:,? and |, )([^.;]*)/g;

/**
 * "Divide the dough into 1 piece and roll each one into a round" when the count comes to one
 * (a `{qty:4 piece}` at 1 serving of a 4-serving recipe): nothing is divided, so the step works
 * on the whole ("Roll the dough into a round"; "Cut the baguette into 1 piece, split them and
 * toast them" reads "Split the baguette and toast it").
 */
export function undividedForOne(step: string): string {
  return step.replace(INTO_ONE, (_m, verb: string, what: string, rest: string) => {
    const capital = /^[DC]/.test(verb);
    const each = /^(\w+) each(?: one| piece)?\b/.exec(rest);
    let out: string;
    if (each) out = `${each[1]} ${what}${rest.slice(each[0].length)}`;
    else {
      let first = true;
      out = rest.replace(/\bthem\b/g, () => {
        const word = first ? what : 'it';
        first = false;
        return word;
      });
    }
    return capital ? out.charAt(0).toUpperCase() + out.slice(1) : out;
  });
}
