/**
 * The pantry with quantities under /api, every route for the signed-in person only:
 *
 *   GET    /pantry/foods                 the person's pantry foods            { foods }
 *   GET    /pantry/foods/options         foods one can add, with their units  { options }
 *   POST   /pantry/foods                 add an amount in a unit              201 { food }
 *   PATCH  /pantry/foods/:id             change amount / date (0 removes)     { food | null }
 *   DELETE /pantry/foods/:id             remove                               { id, deleted }
 *   GET    /pantry/plans/:id         whether the plan was marked bought   { mark | null }
 *   POST   /pantry/plans/:id/bought  "I bought this": leftovers in        201 { mark }
 *   GET    /pantry/savings               money the pantry saved, last month   PantrySavings
 *
 * Schemas: src/shared/pantry-stock.ts.
 */
import { Hono } from 'hono';
import type { PlannerCatalogue } from '../../planner/catalogue';
import { pantryUnitsFor } from '../../planner/pantry-units';
import {
  addPantryFoodSchema,
  changePantryFoodSchema,
  markPlanBoughtSchema,
  type PantryFood,
  type PantryFoodOption,
  type PantryFoodsResponse,
  type PlanLeftover,
  type PlanPantryMark,
} from '../../shared/pantry-stock';
import type { Auth } from '../auth/auth';
import { requireUser, type AppVariables } from '../auth/require-user';
import type { Database } from '../db/client';
import { parseJson } from '../http/validate';
import {
  addPantryFood,
  changePantryFood,
  listPantryRows,
  removePantryFood,
  toPantryFood,
} from './pantry-stock';
import { markPlanBought, pantrySavings, planKitchenLeftovers, planPantryMark } from './plan-bought';

let optionsCache: { catalogue: PlannerCatalogue; options: PantryFoodOption[] } | undefined;

function foodOptions(catalogue: PlannerCatalogue): PantryFoodOption[] {
  if (optionsCache?.catalogue !== catalogue) {
    const options = catalogue.foods
      .map((f) => ({ id: f.id, name: f.name, category: f.category, units: pantryUnitsFor(f) }))
      .sort((a, b) => a.name.localeCompare(b.name));
    optionsCache = { catalogue, options };
  }
  return optionsCache.options;
}

export function pantryStockRoutes(db: Database, auth: Auth, catalogueOf: () => PlannerCatalogue) {
  const noStore = { 'Cache-Control': 'no-store' };
  return new Hono<{ Variables: AppVariables }>()
    .use('/pantry/foods/*', requireUser(auth))
    .use('/pantry/plans/*', requireUser(auth))
    .use('/pantry/savings', requireUser(auth))
    .get('/pantry/foods', async (c) => {
      const catalogue = catalogueOf();
      const rows = await listPantryRows(db, c.get('user').id);
      return c.json(
        { foods: rows.map((r) => toPantryFood(r, catalogue)) } satisfies PantryFoodsResponse,
        200,
        noStore,
      );
    })
    .get('/pantry/foods/options', (c) => {
      c.header('Cache-Control', 'private, max-age=3600');
      return c.json({ options: foodOptions(catalogueOf()) });
    })
    .post('/pantry/foods', async (c) => {
      const body = await parseJson(c, addPantryFoodSchema);
      const catalogue = catalogueOf();
      const row = await addPantryFood(db, catalogue, c.get('user').id, body);
      return c.json({ food: toPantryFood(row, catalogue) satisfies PantryFood }, 201);
    })
    .patch('/pantry/foods/:id', async (c) => {
      const body = await parseJson(c, changePantryFoodSchema);
      const catalogue = catalogueOf();
      const row = await changePantryFood(db, catalogue, c.get('user').id, c.req.param('id'), body);
      return c.json({ food: row ? toPantryFood(row, catalogue) : null });
    })
    .delete('/pantry/foods/:id', async (c) => {
      const id = c.req.param('id');
      await removePantryFood(db, c.get('user').id, id);
      return c.json({ id, deleted: true as const });
    })
    .get('/pantry/plans/:id', async (c) =>
      c.json(
        {
          mark: await planPantryMark(db, c.get('user').id, c.req.param('id')),
          // In kitchen units, foods with nothing left out (issue 29).
          leftovers: await planKitchenLeftovers(
            db,
            catalogueOf(),
            c.get('user').id,
            c.req.param('id'),
          ),
        } satisfies { mark: PlanPantryMark | null; leftovers: PlanLeftover[] },
        200,
        noStore,
      ),
    )
    .post('/pantry/plans/:id/bought', async (c) => {
      const body = await parseJson(c, markPlanBoughtSchema);
      const mark = await markPlanBought(
        db,
        catalogueOf(),
        c.get('user').id,
        c.req.param('id'),
        body,
      );
      return c.json({ mark } satisfies { mark: PlanPantryMark }, 201);
    })
    .get('/pantry/savings', async (c) =>
      c.json(await pantrySavings(db, c.get('user').id), 200, noStore),
    );
}
