/**
 * Per person per day: sodium at most 2,300 mg and fibre at least 25 g (the FDA Daily Values;
 * issue 27). The planner aims at them, the plan page and the CLI show a plan against them.
 */
export const SODIUM_GOAL_MG = 2300;
export const FIBRE_GOAL_G = 25;

/** "sodium 2,069 mg (goal at most 2,300)" style figures for the page and the CLI. */
export function sodiumAgainstGoal(mg: number): string {
  return `sodium ${Math.round(mg).toLocaleString('en-US')} mg (goal at most ${SODIUM_GOAL_MG.toLocaleString('en-US')})`;
}
export function fibreAgainstGoal(g: number): string {
  return `fibre ${Math.round(g * 10) / 10} g (goal at least ${FIBRE_GOAL_G})`;
}

/** What a recipe needs ahead of the cooking (its card says so). */
export const ADVANCE_PREP_LABELS = {
  rise: 'Needs a rise',
  soak: 'Needs a soak',
  marinade: 'Needs marinating',
} as const;
export type AdvancePrep = keyof typeof ADVANCE_PREP_LABELS;
