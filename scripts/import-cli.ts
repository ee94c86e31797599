/**
 * npm run import -- --html-file PATH [--url URL] [--json]
 * npm run import -- --text-file PATH [--json]
 * npm run import -- --url URL [--json]        (live fetch, the server's safety rules)
 *
 * Runs the recipe import pipeline without a browser: prints a readable review, or with --json
 * exactly one JSON object (src/shared/imported-recipe.ts). Bad or unreadable input exits
 * non-zero with one clear line.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  importRecipeFromHtml,
  importRecipeFromText,
  type ImportResult,
} from '../src/recipe-import/import-recipe';
import { fetchRecipePage } from '../src/server/recipe-import/safe-fetch';
import { loadImportCatalogue } from '../src/server/recipe-import/load-import-catalogue';

const USAGE =
  'Usage: npm run import -- (--html-file PATH [--url URL] | --text-file PATH | --url URL) [--json]';

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        'html-file': { type: 'string' },
        'text-file': { type: 'string' },
        url: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}. ${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const sources = [values['html-file'], values['text-file']].filter(Boolean).length;
  if (sources > 1 || (sources === 0 && !values.url)) {
    console.error(USAGE);
    return 2;
  }
  const catalogue = loadImportCatalogue();
  let result: ImportResult;
  try {
    if (values['html-file']) {
      result = importRecipeFromHtml(readInput(values['html-file']), catalogue);
    } else if (values['text-file']) {
      result = importRecipeFromText(readInput(values['text-file']), catalogue);
    } else {
      const page = await fetchRecipePage(values.url!);
      result = importRecipeFromHtml(page.html, catalogue);
    }
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  if (values.json) {
    console.log(JSON.stringify(result.recipe));
  } else {
    console.log(review(result, values.url ?? null));
  }
  return 0;
}

function readInput(path: string): string {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
  }
  if (text.includes('\u0000')) throw new Error(`${path} is not a text file`);
  return text;
}

function review({ recipe, details }: ImportResult, url: string | null): string {
  const out: string[] = [];
  out.push(`${recipe.title}${url ? `  (${url})` : ''}`);
  out.push(
    `${recipe.servings} servings · ${recipe.meal}${recipe.cuisine ? ` · ${recipe.cuisine}` : ''}` +
      `${recipe.dishType ? ` · ${recipe.dishType}` : ''}` +
      ` · prep ${recipe.prepMinutes ?? '?'} min · cook ${recipe.cookMinutes ?? '?'} min` +
      ` · read from ${details.extractedFrom}`,
  );
  out.push('');
  let group: string | null = null;
  recipe.ingredients.forEach((ing) => {
    if (ing.group !== group) {
      group = ing.group;
      if (group) out.push(`  ${group}:`);
    }
    const mark =
      ing.foodId === null ? '✗' : ing.confidence >= 0.9 ? '✓' : ing.confidence >= 0.7 ? '~' : '?';
    const amount = ing.quantity === null ? '-' : `${ing.quantity}${ing.unit ? ` ${ing.unit}` : ''}`;
    const food = ing.foodId ?? 'UNMATCHED';
    const grams = ing.grams === null ? '' : ` ${ing.grams} g${ing.estimated ? ' (estimated)' : ''}`;
    const flags = ing.optional ? ' (optional)' : '';
    out.push(`  ${mark} ${ing.text}`);
    out.push(`      -> ${amount} | ${food}${grams}${flags}`);
  });
  out.push('');
  recipe.instructions.forEach((s, i) => out.push(`  ${i + 1}. ${s}`));
  out.push('');
  const n = recipe.nutritionPerServing;
  out.push(`Per serving: ${n.kcal} kcal, ${n.proteinG} g protein, ${n.sodiumMg} mg sodium`);
  out.push(
    `Cost per serving: ${recipe.costPerServingCents === null ? 'not priced' : `$${(recipe.costPerServingCents / 100).toFixed(2)}`}`,
  );
  out.push(`Allergens: ${recipe.allergens.join(', ') || 'none'}`);
  out.push(`Diets: ${recipe.diets.join(', ') || 'none'}`);
  if (recipe.unmatched > 0) {
    out.push(
      `${recipe.unmatched} line(s) not matched to a food: this recipe cannot be used with a diet or allergy, nor counted as priced, until they are matched or removed.`,
    );
  }
  return out.join('\n');
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`Import failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
