/**
 * Recipes the label heuristics (label-review.ts) question but a person reviewed and kept
 * under their dish type, each with the reason (issue 27). A Map: keyed by recipe id.
 */
export const REVIEWED_LABELS: ReadonlyMap<string, string> = new Map<string, string>([
  [
    'chinese-egg-roll-in-a-bowl',
    'named a bowl by the cooks who make it: the filling of an egg roll stir-fried and served in a bowl, with no rice by design',
  ],
  [
    'italian-crescione-spinaci-ricotta',
    'the piadina is made in the recipe from flour and folded over the filling: a flatbread eaten by hand, as a wrap is',
  ],
  [
    'italian-crescione-salsiccia-cipolla',
    'the piadina is made in the recipe from flour and folded over the filling: a flatbread eaten by hand, as a wrap is (it was "tacos" before issue 27)',
  ],
]);
