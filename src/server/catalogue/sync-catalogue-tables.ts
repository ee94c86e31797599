/**
 * Loads the food knowledge of data/ into PostgreSQL so it can be queried by index (meal,
 * dish type, cuisine, diet, allergen). Idempotent: a content hash of the data files decides
 * whether to reload, and a reload replaces everything in one transaction, so readers never
 * see half a catalogue. Rows go in as column arrays through `unnest`, a few thousand per
 * statement, which keeps 200,000 recipes to minutes rather than hours.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PlannerCatalogue } from '../../planner/catalogue';
import type { Database } from '../db/client';

const CHUNK = 5_000;
const STATE_LOCK = 72707002;

export function contentHash(parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    hash.update(String(part.length));
    hash.update(':');
    hash.update(part);
  }
  return hash.digest('hex');
}

export type SyncResult = { reloaded: boolean; recipes: number; ms: number };

type Column = { name: string; type: string; values: unknown[] };

/** A text[] column: its values travel as JSON text, turned into an array in the select. */
function textArray(name: string, values: readonly (readonly string[])[]): Column {
  return { name, type: 'json-text[]', values: values.map((v) => JSON.stringify(v)) };
}

/** INSERT ... SELECT * FROM unnest($1::type[], ...) in chunks. */
async function insertColumns(
  client: { query: (text: string, values: unknown[]) => Promise<unknown> },
  table: string,
  columns: Column[],
) {
  const rows = columns[0]?.values.length ?? 0;
  for (let start = 0; start < rows; start += CHUNK) {
    const end = Math.min(rows, start + CHUNK);
    const names = columns.map((c) => `"${c.name}"`).join(', ');
    const params = columns
      .map((c, i) => `$${i + 1}::${c.type === 'json-text[]' ? 'text' : c.type}[]`)
      .join(', ');
    const aliases = columns.map((_, i) => `c${i}`).join(', ');
    const selects = columns
      .map((c, i) =>
        c.type === 'json-text[]'
          ? `array(select jsonb_array_elements_text(c${i}::jsonb))`
          : `c${i}`,
      )
      .join(', ');
    await client.query(
      `insert into ${table} (${names}) select ${selects} from unnest(${params}) as t(${aliases})`,
      columns.map((c) => c.values.slice(start, end)),
    );
  }
}

const jsonText = (v: unknown) => JSON.stringify(v);

export async function syncCatalogueTables(
  db: Database,
  catalogue: PlannerCatalogue,
  hash: string,
): Promise<SyncResult> {
  const started = performance.now();
  const client = await db.$client.connect();
  try {
    await client.query('begin');
    // One loader at a time when several processes start together.
    await client.query('select pg_advisory_xact_lock($1)', [STATE_LOCK]);
    const current = await client.query<{ content_hash: string }>(
      'select content_hash from catalogue_state where id = 1',
    );
    if (current.rows[0]?.content_hash === hash) {
      await client.query('commit');
      return {
        reloaded: false,
        recipes: catalogue.recipes.length,
        ms: performance.now() - started,
      };
    }
    await client.query('truncate recipe_ingredients, recipes, products, foods');

    const foods = catalogue.foods;
    await insertColumns(client, 'foods', [
      { name: 'id', type: 'text', values: foods.map((f) => f.id) },
      { name: 'name', type: 'text', values: foods.map((f) => f.name) },
      { name: 'category', type: 'text', values: foods.map((f) => f.category) },
      textArray(
        'allergens',
        foods.map((f) => f.allergens),
      ),
      textArray(
        'animal',
        foods.map((f) => f.animal),
      ),
      textArray(
        'aliases',
        foods.map((f) => f.aliases),
      ),
      { name: 'data', type: 'jsonb', values: foods.map((f) => jsonText(f)) },
    ]);

    const products = catalogue.products.map((p) => p.product);
    await insertColumns(client, 'products', [
      { name: 'id', type: 'text', values: products.map((p) => p.id) },
      { name: 'food_id', type: 'text', values: products.map((p) => p.foodId) },
      { name: 'name', type: 'text', values: products.map((p) => p.name) },
      { name: 'size', type: 'numeric', values: products.map((p) => p.size) },
      { name: 'unit', type: 'text', values: products.map((p) => p.unit) },
      { name: 'price_cents', type: 'int', values: catalogue.products.map((p) => p.priceCents) },
      { name: 'organic', type: 'bool', values: products.map((p) => p.organic) },
      { name: 'price_source', type: 'jsonb', values: products.map((p) => jsonText(p.priceSource)) },
      { name: 'walmart_id', type: 'text', values: products.map((p) => p.storeIds.walmart ?? null) },
      { name: 'target_id', type: 'text', values: products.map((p) => p.storeIds.target ?? null) },
    ]);

    const recipes = catalogue.recipes;
    await insertColumns(client, 'recipes', [
      { name: 'id', type: 'text', values: recipes.map((r) => r.recipe.id) },
      { name: 'title', type: 'text', values: recipes.map((r) => r.recipe.title) },
      { name: 'description', type: 'text', values: recipes.map((r) => r.recipe.description) },
      { name: 'cuisine', type: 'text', values: recipes.map((r) => r.recipe.cuisine) },
      { name: 'meal', type: 'text', values: recipes.map((r) => r.recipe.meal) },
      { name: 'dish_type', type: 'text', values: recipes.map((r) => r.recipe.dishType) },
      { name: 'servings', type: 'int', values: recipes.map((r) => r.recipe.servings) },
      { name: 'prep_minutes', type: 'int', values: recipes.map((r) => r.recipe.prepMinutes) },
      { name: 'cook_minutes', type: 'int', values: recipes.map((r) => r.recipe.cookMinutes) },
      {
        name: 'instructions',
        type: 'jsonb',
        values: recipes.map((r) => jsonText(r.recipe.instructions)),
      },
      { name: 'source', type: 'jsonb', values: recipes.map((r) => jsonText(r.recipe.source)) },
      { name: 'image', type: 'text', values: recipes.map((r) => r.recipe.image ?? null) },
      textArray(
        'allergens',
        recipes.map((r) => r.labels.allergens),
      ),
      textArray(
        'diets',
        recipes.map((r) => r.labels.diets),
      ),
      {
        name: 'nutrition_per_serving',
        type: 'jsonb',
        values: recipes.map((r) => jsonText(r.labels.nutritionPerServing)),
      },
      {
        name: 'cost_per_serving_cents',
        type: 'int',
        values: recipes.map((r) => Math.round(r.linearCentsPerServing)),
      },
    ]);
    const ing = {
      recipe: [] as string[],
      pos: [] as number[],
      food: [] as string[],
      qty: [] as number[],
      unit: [] as string[],
      note: [] as (string | null)[],
      grams: [] as number[],
    };
    for (const r of recipes) {
      r.recipe.ingredients.forEach((line, i) => {
        ing.recipe.push(r.recipe.id);
        ing.pos.push(i + 1);
        ing.food.push(line.foodId);
        ing.qty.push(line.quantity);
        ing.unit.push(line.unit);
        ing.note.push(line.note ?? null);
        ing.grams.push(Math.round((r.ingredientGrams[i] ?? 0) * 100) / 100);
      });
    }
    await insertColumns(client, 'recipe_ingredients', [
      { name: 'recipe_id', type: 'text', values: ing.recipe },
      { name: 'position', type: 'int', values: ing.pos },
      { name: 'food_id', type: 'text', values: ing.food },
      { name: 'quantity', type: 'numeric', values: ing.qty },
      { name: 'unit', type: 'text', values: ing.unit },
      { name: 'note', type: 'text', values: ing.note },
      { name: 'grams', type: 'numeric', values: ing.grams },
    ]);

    await client.query(
      `insert into catalogue_state (id, content_hash, recipe_count, loaded_at) values (1, $1, $2, now())
       on conflict (id) do update set content_hash = excluded.content_hash,
         recipe_count = excluded.recipe_count, loaded_at = excluded.loaded_at`,
      [hash, recipes.length],
    );
    await client.query('commit');
    await db.execute(sql`analyze foods, products, recipes, recipe_ingredients`);
    return { reloaded: true, recipes: recipes.length, ms: performance.now() - started };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
