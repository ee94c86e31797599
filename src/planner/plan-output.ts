/**
 * Turns a chosen assignment into the GeneratedPlan a person reads: recipes scaled to the
 * servings, the shopping list in whole packages with what each covers, and the totals.
 */
import { wholeCount } from './kitchen-measure';
import { priceStatement } from './price-statement';
import {
  shoppingTotalCents,
  type GeneratedPlan,
  type Nutrition,
  type PlanRecipeEntry,
  type PantryUse,
  type PlanSide,
  type ShoppingItem,
} from '../shared/generated-plan';
import { plannedEnergyKcal } from '../shared/energy';
import type { Meal } from '../shared/options';
import { overBudgetNote } from './plan-notes';
import { cookedWithSlot } from './cook-once';
import type { Candidate, PlanModel } from './plan-model';
import { renderRecipe } from './recipe-text';
import { sideAsRecipe } from './sides';
import { advancePrepOf } from './cooking-time';
import { isPerishablePackage } from './perishables';

interface Use {
  slot: number;
  mg: number;
}

export function buildPlanOutput(
  model: PlanModel,
  assignment: Int32Array,
  notes: readonly string[] = [],
): GeneratedPlan {
  const { catalogue, input, slots } = model;
  const servings = input.servings;

  // Cook once, eat twice: the dinner slot that cooks each cook-once lunch, and the reverse.
  const cookedIn = new Map<number, number>();
  const cooksFor = new Map<number, number>();
  slots.forEach((slot, s) => {
    if (model.candidates[slot.mealIndex]![assignment[s]!]!.cookedWith === undefined) return;
    cookedIn.set(s, cookedWithSlot(model, s));
    cooksFor.set(cookedWithSlot(model, s), s);
  });

  // Demand per food, with who uses it, in slot order. A cook-once lunch's dish is bought and
  // cooked with its dinner, so it is that dinner's use; its sides stay its own.
  const uses = new Map<number, Use[]>();
  const addUse = (slot: number, f: number, mg: number) => {
    if (mg <= 0) return;
    let list = uses.get(f);
    if (!list) uses.set(f, (list = []));
    const last = list[list.length - 1];
    if (last && last.slot === slot) last.mg += mg;
    else list.push({ slot, mg });
  };
  slots.forEach((slot, s) => {
    const cand = model.candidates[slot.mealIndex]![assignment[s]!]!;
    const cook = cookedIn.get(s);
    const sideMg = cook === undefined ? null : sideDemand(model, cand);
    for (let k = 0; k < cand.foods.length; k++) {
      const f = cand.foods[k]!;
      if (cook === undefined) {
        addUse(s, f, cand.mg[k]!);
        continue;
      }
      const side = Math.min(cand.mg[k]!, sideMg!.get(f) ?? 0);
      addUse(cook, f, cand.mg[k]! - side);
      addUse(s, f, side);
    }
  });
  for (const list of uses.values()) list.sort((a, b) => a.slot - b.slot);

  const folded = foldYields(model, uses);

  const items: Record<string, ShoppingItem> = {};
  /** Cents per milligram actually paid for each food (packages bought / grams bought). */
  const paidPerMg = new Map<number, number>();
  const foodOrder = [...uses.keys()].sort((a, b) => {
    const fa = catalogue.foods[a]!;
    const fb = catalogue.foods[b]!;
    return fa.category.localeCompare(fb.category) || fa.name.localeCompare(fb.name);
  });
  let leftoverValue = 0;
  let perishableLeft = 0;
  /** Pantry milligrams per slot and food ("slot:food"), for the ingredient lines. */
  const pantryBySlot = new Map<string, number>();
  const pantryUse: PantryUse[] = [];
  for (const f of foodOrder) {
    const list = uses.get(f)!;
    const need = list.reduce((sum, u) => sum + u.mg, 0);
    const table = model.costTables[f]!;
    // Held grams first (earliest meals take them), packages for the rest.
    const fromPantry = Math.min(model.heldMg[f]!, need);
    const demand = need - fromPantry;
    if (fromPantry > 0) {
      pantryUse.push({
        foodId: catalogue.foods[f]!.id,
        name: catalogue.foods[f]!.name,
        grams: round2(fromPantry / 1000),
        // What the pantry covers, at the food's best price per gram (issue 29): only the grams
        // held count, never a whole package that a few held grams happened to make unneeded.
        valueCents: Math.round(fromPantry * bestCentsPerMg(table)),
      });
      let left = fromPantry;
      for (const u of list) {
        if (left <= 0) break;
        const take = Math.min(left, u.mg);
        const key = `${u.slot}:${f}`;
        pantryBySlot.set(key, (pantryBySlot.get(key) ?? 0) + take);
        left -= take;
      }
    }
    const counts = table.counts(demand);
    let boughtMg = 0;
    let boughtCents = 0;
    table.options.forEach((o, j) => {
      boughtMg += (counts[j] ?? 0) * o.sizeMg;
      boughtCents += (counts[j] ?? 0) * o.priceCents;
    });
    const perMg = boughtMg > 0 ? boughtCents / boughtMg : 0;
    paidPerMg.set(f, perMg);
    const why = whyLine(model, f, demand, counts, boughtCents, folded);
    // Fill packages in order with the uses, a use spilling into the next package line; the
    // pantry's share of the first uses is not in any package.
    let useIndex = 0;
    let useLeft = list[0]?.mg ?? 0;
    for (let skip = fromPantry; skip > 0 && useIndex < list.length;) {
      const take = Math.min(skip, useLeft);
      skip -= take;
      useLeft -= take;
      if (useLeft <= 0) {
        useIndex++;
        useLeft = list[useIndex]?.mg ?? 0;
      }
    }
    // The why is said once per food, on its first line (issue 29: "Two package sizes" was
    // repeated on both rows).
    let whyTold = false;
    table.options.forEach((o, j) => {
      const n = counts[j] ?? 0;
      if (n === 0) return;
      const cp = catalogue.products[o.product]!;
      let capacity = n * o.sizeMg;
      const covers: { slot: number; mg: number }[] = [];
      while (capacity > 0 && useIndex < list.length) {
        const take = Math.min(capacity, useLeft);
        if (take > 0) covers.push({ slot: list[useIndex]!.slot, mg: take });
        capacity -= take;
        useLeft -= take;
        if (useLeft <= 0) {
          useIndex++;
          useLeft = list[useIndex]?.mg ?? 0;
        }
      }
      const usedMg = n * o.sizeMg - capacity;
      leftoverValue += capacity * perMg;
      const food = catalogue.foods[f]!;
      if (isPerishablePackage(food, cp.product.name)) perishableLeft += capacity * perMg;
      const storeProductId = cp.product.storeIds[input.store] ?? null;
      items[cp.product.id] = {
        id: storeProductId ?? cp.product.id,
        name: cp.product.name,
        imageUrl: null,
        price: cp.priceCents / 100,
        quantity_to_buy: n,
        active: 1,
        productId: cp.product.id,
        storeProductId,
        foodId: food.id,
        category: food.category,
        organic: cp.product.organic,
        packageGrams: round2(o.sizeMg / 1000),
        covers: mergeCovers(covers).map((c) => ({
          day: slots[c.slot]!.day,
          meal: slots[c.slot]!.meal,
          recipeId: recipeOf(model, assignment, c.slot).id,
          grams: round2(c.mg / 1000),
        })),
        usedGrams: round2(usedMg / 1000),
        leftoverGrams: round2(capacity / 1000),
        ...(why && !whyTold ? { why } : {}),
        ...(cp.origin === 'own'
          ? { priceSource: 'own' as const, ownPriceSetOn: cp.ownPriceSetOn }
          : {}),
      };
      whyTold = true;
    });
  }
  // A food got from another (lime juice from the limes) costs what that share of them cost.
  for (const [d, fold] of folded.merged) {
    paidPerMg.set(d, (paidPerMg.get(fold.from) ?? 0) * fold.mgPerMg);
  }

  /**
   * A line's pantry share: a staple, or the held grams this meal takes (drawn line by line).
   * "From your pantry" only when the pantry covers the whole line (issue 29: not "1 cup
   * Monterey Jack, from your pantry" with 1 g held); a part is still told in pantryGrams.
   */
  const pantryLine = (slot: number, fi: number, lineMg: number) => {
    // A food got from another (lemon juice from the lemons) draws on that food's held grams,
    // and tells them in its own.
    const fold = folded.merged.get(fi);
    const source = fold && fold.mgPerMg > 0 ? fold : { from: fi, mgPerMg: 1 };
    const key = `${slot}:${source.from}`;
    const held = pantryBySlot.get(key) ?? 0;
    const need = lineMg * source.mgPerMg;
    const take = Math.min(held, need);
    if (take > 0) pantryBySlot.set(key, held - take);
    const grams = round2(take / source.mgPerMg / 1000);
    const covered = model.pantry.has(fi) || take >= need * PANTRY_COVERS_SHARE;
    return grams > 0 ? { fromPantry: covered, pantryGrams: grams } : { fromPantry: covered };
  };

  const recipes: PlanRecipeEntry[] = slots.map((slot, s) => {
    const cand = model.candidates[slot.mealIndex]![assignment[s]!]!;
    const cr = catalogue.recipes[cand.recipe]!;
    let usedValue = 0;
    for (let k = 0; k < cand.foods.length; k++) {
      usedValue += cand.mg[k]! * (paidPerMg.get(cand.foods[k]!) ?? 0);
    }
    const r = cr.recipe;
    const cook = cookedIn.get(s);
    const extraFor = cooksFor.get(s);
    // The cook makes the recipe for servings x portion: 4 people at 1.25 portions is 5 servings;
    // a dinner that cooks for tomorrow's lunch too makes that lunch's servings more.
    const extra =
      extraFor === undefined
        ? 0
        : model.candidates[slots[extraFor]!.mealIndex]![assignment[extraFor]!]!.portion;
    const factor = (servings * (cand.portion + extra)) / r.servings;
    const text = renderRecipe(r, catalogue.foodById, servings * (cand.portion + extra));
    const dish = scaleNutrition(cr.labels.nutritionPerServing, cand.portion);
    const sides: PlanSide[] = cand.sides.map((side) => {
      const nutrition = zeroNutrition();
      const lines = renderRecipe(
        sideAsRecipe(side.variant.definition, slot.meal, side.units),
        catalogue.foodById,
        servings,
      ).ingredients;
      const ingredients = lines.map((line, k) => {
        const food = catalogue.foodById.get(line.foodId)!;
        const fi = catalogue.foodIndexById.get(line.foodId)!;
        const gramsPerPerson = (side.variant.mg[k]! * side.units) / 1000;
        addNutrition(nutrition, scaleNutrition(food.nutrition.per100g, gramsPerPerson / 100));
        return {
          ...line,
          grams: round2(gramsPerPerson * servings),
          ...pantryLine(s, fi, gramsPerPerson * servings * 1000),
        };
      });
      addNutrition(dish, nutrition);
      return {
        name: side.variant.name,
        ingredients,
        kcal: Math.round(nutrition.kcal),
        proteinG: round1(nutrition.proteinG),
      };
    });
    if (cook !== undefined) {
      const from = slots[cook]!;
      return {
        day: slot.day,
        meal: slot.meal,
        dish: r.title,
        // Bought and cooked with the dinner: its ingredients are on that meal, once.
        recipe: {
          main_dish_ingredients: [],
          instructions: [
            `Serve the extra portions of day ${from.day}'s ${from.meal} (${r.title}), kept covered in the fridge; reheat until piping hot.`,
          ],
        },
        recipeId: r.id,
        ...(r.description ? { description: r.description } : {}),
        cuisine: r.cuisine,
        dishType: r.dishType,
        servings,
        prepMinutes: 0,
        cookMinutes: 0,
        costPerServingCents: Math.round(usedValue / servings),
        nutritionPerServing: roundNutrition(dish),
        portion: cand.portion,
        sides,
        ...(r.image ? { image: r.image } : {}),
        cookedWith: { day: from.day, meal: from.meal },
      };
    }
    return {
      day: slot.day,
      meal: slot.meal,
      dish: r.title,
      recipe: {
        main_dish_ingredients: text.ingredients.map((line, k) => {
          const fi = catalogue.foodIndexById.get(line.foodId)!;
          const exactMg = cr.ingredientGrams[k]! * factor * 1000;
          // A counted food ("2 serrano peppers") is taken from the pantry in the whole ones
          // the text says, as the model counted it (plan-model.ts, wholeCounts).
          const whole = cr.wholeCounts.find((w) => w.food === fi);
          const drawMg = whole
            ? Math.max(exactMg, wholeCount(whole.count * factor) * whole.mgEach)
            : exactMg;
          return {
            ...line,
            grams: round2(cr.ingredientGrams[k]! * factor),
            ...pantryLine(s, fi, drawMg),
          };
        }),
        instructions: text.instructions,
      },
      recipeId: r.id,
      description: r.description,
      cuisine: r.cuisine,
      dishType: r.dishType,
      servings,
      prepMinutes: r.prepMinutes,
      cookMinutes: r.cookMinutes,
      costPerServingCents: Math.round(usedValue / servings),
      nutritionPerServing: roundNutrition(dish),
      portion: cand.portion,
      sides,
      ...(r.image ? { image: r.image } : {}),
      ...(advancePrepOf(r) ? { advancePrep: advancePrepOf(r)! } : {}),
      ...(extraFor !== undefined
        ? {
            cooksFor: {
              day: slots[extraFor]!.day,
              meal: slots[extraFor]!.meal,
              servings: Math.round(servings * extra * 100) / 100,
            },
          }
        : {}),
    };
  });

  const shoppingList = { items };
  const costCents = shoppingTotalCents(shoppingList);
  // Judged on the list's own total, the one the person sees (issue 12: a note said "over"
  // while the list, with juice from fruit already bought, was within the budget).
  const overNote = model.hardBudget ? null : overBudgetNote(input.budgetCents, costCents);
  const byDay: (Nutrition & { day: number })[] = [];
  for (let day = 1; day <= input.days; day++) {
    const sum = zeroNutrition();
    for (const entry of recipes)
      if (entry.day === day) addNutrition(sum, entry.nutritionPerServing);
    byDay.push({ day, ...roundNutrition(sum) });
  }
  const perDay = zeroNutrition();
  for (const d of byDay) addNutrition(perDay, d);
  for (const key of NUTRIENTS) perDay[key] /= input.days;

  return {
    recipes,
    shopping_list: shoppingList,
    totals: {
      costCents,
      costPerServingCents: Math.round(costCents / (slots.length * servings)),
      leftoverValueCents: Math.round(leftoverValue),
      perishableLeftoverCents: Math.round(perishableLeft),
      cookingMinutesByDay: byDay.map(({ day }) => ({
        day,
        minutes: recipes
          .filter((e) => e.day === day)
          .reduce((sum, e) => sum + (e.prepMinutes ?? 0) + (e.cookMinutes ?? 0), 0),
      })),
      nutritionPerDay: roundNutrition(perDay),
      nutritionByDay: byDay,
      dailyEnergyTargetKcal: input.energyTargetKcal,
      energyTargetKcal: plannedEnergyKcal(input.energyTargetKcal, input.meals),
    },
    budget: {
      budgetCents: input.budgetCents,
      preference: input.budgetPreference,
      overBudgetCents: Math.max(0, costCents - input.budgetCents),
    },
    store: input.store,
    seed: model.seed,
    days: input.days,
    servings,
    meals: [...input.meals] as Meal[],
    priceNote: priceStatement(catalogue, Object.values(items)),
    notes: overNote ? [overNote, ...notes] : [...notes],
    pantryUse,
  };
}

/**
 * The plan's output for an assignment, built at most once: the notes ask for the list's total
 * (plan-notes.ts) before the plan itself is made, and both read the same output.
 */
export function lazyPlanOutput(model: PlanModel, assignment: Int32Array): () => GeneratedPlan {
  let output: GeneratedPlan | undefined;
  return () => (output ??= buildPlanOutput(model, assignment, []));
}

/**
 * An output built without notes, with `notes` added: the same plan buildPlanOutput makes
 * when given them (the over-budget note, then these).
 */
export function withPlanNotes(plan: GeneratedPlan, notes: readonly string[]): GeneratedPlan {
  return { ...plan, notes: [...(plan.notes ?? []), ...notes] };
}

/** Milligrams per food of a candidate's sides at the plan's servings (pantry foods left out). */
function sideDemand(model: PlanModel, cand: Candidate): Map<number, number> {
  const out = new Map<number, number>();
  for (const side of cand.sides) {
    const v = side.variant;
    for (let k = 0; k < v.foods.length; k++) {
      const f = v.foods[k]!;
      if (model.pantry.has(f)) continue;
      out.set(f, (out.get(f) ?? 0) + v.mg[k]! * side.units * model.input.servings);
    }
  }
  return out;
}

interface Fold {
  /** The whole food bought instead (limes for lime juice). */
  from: number;
  /** Milligrams of the whole food per milligram of the derived one. */
  mgPerMg: number;
}

interface Folded {
  /** Derived foods bought as their whole food, by derived food index. */
  merged: Map<number, Fold>;
  /** Derived foods kept as their own product: what the whole food would have cost more. */
  kept: Map<number, { from: number; extraCents: number; wholes: number }>;
  /** Whole foods that also cover a derived one, with the derived food's index. */
  covering: Map<number, number[]>;
}

/**
 * One line per food where it is no dearer: when a plan needs limes and lime juice, the
 * juice comes from more limes rather than a bottle, unless the bottle is cheaper (and then
 * its line says so). Zest rides on fruit bought anyway: a zested lemon is still juiced.
 * Changes `uses` in place: a merged derived food's uses move to the whole food, in its grams.
 */
function foldYields(model: PlanModel, uses: Map<number, Use[]>): Folded {
  const { catalogue } = model;
  const folded: Folded = { merged: new Map(), kept: new Map(), covering: new Map() };
  for (const [d, dUses] of [...uses]) {
    const y = catalogue.foods[d]!.yieldFrom;
    if (!y) continue;
    const w = catalogue.foodIndexById.get(y.foodId);
    const wUses = w === undefined ? undefined : uses.get(w);
    const eachMg = w === undefined ? undefined : catalogue.foods[w]!.units.each;
    if (w === undefined || !wUses || !eachMg) continue;
    const sum = (list: Use[]) => list.reduce((s, u) => s + u.mg, 0);
    const dMg = sum(dUses);
    const wMg = sum(wUses);
    const wholesForD = dMg / (y.grams * 1000);
    // Juice uses the fruit up; zest only needs that many fruit in the bag.
    const wNeed =
      y.kind === 'juice'
        ? wMg + wholesForD * eachMg * 1000
        : Math.max(wMg, wholesForD * eachMg * 1000);
    const held = model.heldMg;
    const apart =
      model.costTables[w]!.cost(wMg - held[w]!) + model.costTables[d]!.cost(dMg - held[d]!);
    const together = model.costTables[w]!.cost(wNeed - held[w]!);
    if (together <= apart) {
      const extra = wNeed - wMg;
      const scale = dMg > 0 ? extra / dMg : 0;
      for (const u of dUses) if (u.mg * scale > 0) wUses.push({ slot: u.slot, mg: u.mg * scale });
      wUses.sort((a, b) => a.slot - b.slot);
      uses.delete(d);
      folded.merged.set(d, { from: w, mgPerMg: scale });
      folded.covering.set(w, [...(folded.covering.get(w) ?? []), d]);
    } else {
      folded.kept.set(d, {
        from: w,
        extraCents: together - apart,
        wholes: Math.ceil(wholesForD),
      });
    }
  }
  return folded;
}

/** Why a line is as it is, when a reader would wonder: two sizes, a bottle beside the fruit. */
function whyLine(
  model: PlanModel,
  f: number,
  demandMg: number,
  counts: readonly number[],
  boughtCents: number,
  folded: Folded,
): string | undefined {
  const { catalogue } = model;
  const table = model.costTables[f]!;
  const parts: string[] = [];
  if (counts.filter((n) => n > 0).length > 1) {
    let single = Infinity;
    let singleName = '';
    let singleCount = 0;
    for (const o of table.options) {
      const n = Math.ceil(demandMg / o.sizeMg);
      if (n * o.priceCents < single) {
        single = n * o.priceCents;
        singleName = catalogue.products[o.product]!.product.name;
        singleCount = n;
      }
    }
    parts.push(
      `Two package sizes: ${money(single - boughtCents)} less than ${singleCount} x ${singleName}.`,
    );
  }
  const kept = folded.kept.get(f);
  if (kept) {
    const whole = catalogue.foods[kept.from]!;
    const noun = whole.display?.many ?? whole.name.toLowerCase();
    parts.push(`${money(kept.extraCents)} less than ${kept.wholes} more ${noun} for it.`);
  }
  for (const d of folded.covering.get(f) ?? []) {
    const derived = catalogue.foods[d]!;
    const name = derived.display?.one ?? derived.name.toLowerCase();
    parts.push(
      derived.yieldFrom?.kind === 'zest'
        ? `Zest them for the ${name} too.`
        : `Includes enough to juice for the ${name}, no dearer than a bottle.`,
    );
  }
  return parts.length > 0 ? parts.join(' ') : undefined;
}

const money = (cents: number): string => `$${(Math.max(0, cents) / 100).toFixed(2)}`;

function recipeOf(model: PlanModel, assignment: Int32Array, slot: number) {
  const cand = model.candidates[model.slots[slot]!.mealIndex]![assignment[slot]!]!;
  return model.catalogue.recipes[cand.recipe]!.recipe;
}

function mergeCovers(covers: { slot: number; mg: number }[]): { slot: number; mg: number }[] {
  const out: { slot: number; mg: number }[] = [];
  for (const c of covers) {
    const last = out[out.length - 1];
    if (last && last.slot === c.slot) last.mg += c.mg;
    else out.push({ ...c });
  }
  return out;
}

const NUTRIENTS = ['kcal', 'proteinG', 'fatG', 'carbsG', 'fiberG', 'sugarsG', 'sodiumMg'] as const;

function zeroNutrition(): Nutrition {
  return { kcal: 0, proteinG: 0, fatG: 0, carbsG: 0, fiberG: 0, sugarsG: 0, sodiumMg: 0 };
}

function addNutrition(into: Nutrition, add: Nutrition): void {
  for (const key of NUTRIENTS) into[key] += add[key];
}

function scaleNutrition(n: Nutrition, factor: number): Nutrition {
  const out = zeroNutrition();
  for (const key of NUTRIENTS) out[key] = n[key] * factor;
  return out;
}

function roundNutrition(n: Nutrition): Nutrition {
  return {
    kcal: Math.round(n.kcal),
    proteinG: round1(n.proteinG),
    fatG: round1(n.fatG),
    carbsG: round1(n.carbsG),
    fiberG: round1(n.fiberG),
    sugarsG: round1(n.sugarsG),
    sodiumMg: Math.round(n.sodiumMg),
  };
}

const round1 = (x: number): number => Math.round(x * 10) / 10;
const round2 = (x: number): number => Math.round(x * 100) / 100;

/** A line held to within this share counts as covered (rounding of the held grams). */
const PANTRY_COVERS_SHARE = 0.99;

/** The food's cheapest price per milligram among its packages (the best-value option). */
function bestCentsPerMg(table: { options: readonly { sizeMg: number; priceCents: number }[] }) {
  let best = Infinity;
  for (const o of table.options) if (o.sizeMg > 0) best = Math.min(best, o.priceCents / o.sizeMg);
  return Number.isFinite(best) ? best : 0;
}
