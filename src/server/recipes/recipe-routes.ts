/**
 * The recipe library and what a person thinks of its recipes (issue 32), under /api, every
 * route for the signed-in person and about their own rows only:
 *
 *   GET    /recipes                     the library, searched and filtered  { recipes, total }
 *   GET    /recipes/:id?servings=N      one recipe at N servings            { recipe }
 *   GET    /recipe-feedback             my ratings and favourites           { feedback }
 *   PUT    /recipe-feedback/:recipeId   rate, unrate, heart, unheart        { feedback }
 *   GET    /recipe-pins                 my pins for the next plan           { pins }
 *   PUT    /recipe-pins/:recipeId       pin (a day and meal, or anywhere)   { pin }
 *   DELETE /recipe-pins/:recipeId       unpin                               { recipeId, deleted }
 *
 * Schemas: src/shared/recipe-memory.ts.
 */
import { Hono } from 'hono';
import type { PlannerCatalogue } from '../../planner/catalogue';
import {
  recipeDetailQuerySchema,
  recipeFeedbackRequestSchema,
  recipeIdSchema,
  recipePinRequestSchema,
  recipeSearchQuerySchema,
  type RecipeDetailResponse,
  type RecipeFeedback,
  type RecipeFeedbackListResponse,
  type RecipePin,
  type RecipePinListResponse,
  type RecipeSearchResponse,
} from '../../shared/recipe-memory';
import type { Auth } from '../auth/auth';
import { requireUser, type AppVariables } from '../auth/require-user';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import { parseJson, parseParam, parseQuery } from '../http/validate';
import { loadPreferences } from '../preferences/preferences-routes';
import { recipeDetail, searchLibrary, type Marks } from './recipe-library';
import { deletePin, listFeedback, listPins, saveFeedback, savePin } from './recipe-memory-store';

const NOT_FOUND = 'There is no such recipe in the library.';

export function recipeRoutes(db: Database, auth: Auth, catalogue: () => Promise<PlannerCatalogue>) {
  const recipeIndex = async (id: string) => {
    const lib = await catalogue();
    const index = lib.recipeIndexById.get(id);
    if (index === undefined) throw new HttpError(404, 'NOT_FOUND', NOT_FOUND);
    return { lib, index };
  };
  const marksOf = async (userId: string): Promise<Marks> => {
    const rows = await listFeedback(db, userId);
    const byId = new Map(rows.map((r) => [r.recipeId, r]));
    return {
      rating: (id) => byId.get(id)?.rating ?? null,
      favourite: (id) => byId.get(id)?.favourite ?? false,
    };
  };
  const titleOf = (lib: PlannerCatalogue, id: string) => {
    const index = lib.recipeIndexById.get(id);
    return index === undefined ? id : lib.recipes[index]!.recipe.title;
  };

  return new Hono<{ Variables: AppVariables }>()
    .use('/recipes', requireUser(auth))
    .use('/recipes/*', requireUser(auth))
    .use('/recipe-feedback', requireUser(auth))
    .use('/recipe-feedback/*', requireUser(auth))
    .use('/recipe-pins', requireUser(auth))
    .use('/recipe-pins/*', requireUser(auth))
    .get('/recipes', async (c) => {
      const user = c.get('user');
      const query = parseQuery(c, recipeSearchQuerySchema);
      const [lib, marks, prefs] = await Promise.all([
        catalogue(),
        marksOf(user.id),
        query.fitsMe === '1' ? loadPreferences(db, user.id) : Promise.resolve(null),
      ]);
      const recipes = searchLibrary(
        lib,
        {
          q: query.q,
          meal: query.meal,
          cuisine: query.cuisine || undefined,
          dishType: query.dishType || undefined,
          diets: query.diets
            ?.split(',')
            .map((d) => d.trim())
            .filter((d) => d.length > 0),
          maxMinutes: query.maxMinutes,
          maxCostCents: query.maxCostCents,
          rules:
            query.fitsMe === '1'
              ? {
                  diets: prefs?.dietaryRestrictions ?? [],
                  allergies: prefs?.allergies ?? [],
                  customAllergies: prefs?.customAllergies ?? [],
                }
              : undefined,
        },
        marks,
      );
      return c.json({ recipes, total: lib.recipes.length } satisfies RecipeSearchResponse);
    })
    .get('/recipes/:id', async (c) => {
      const user = c.get('user');
      const id = parseParam(c, 'id', recipeIdSchema);
      const { servings } = parseQuery(c, recipeDetailQuerySchema);
      const { lib, index } = await recipeIndex(id);
      const [marks, pins] = await Promise.all([marksOf(user.id), listPins(db, user.id)]);
      const detail = recipeDetail(
        lib,
        index,
        servings ?? lib.recipes[index]!.recipe.servings,
        marks,
      );
      return c.json({
        recipe: { ...detail, pinned: pins.some((p) => p.recipeId === id) },
      } satisfies RecipeDetailResponse);
    })
    .get('/recipe-feedback', async (c) => {
      const user = c.get('user');
      const [lib, rows] = await Promise.all([catalogue(), listFeedback(db, user.id)]);
      return c.json({
        feedback: rows.map((r) => feedbackOf(r, titleOf(lib, r.recipeId))),
      } satisfies RecipeFeedbackListResponse);
    })
    .put('/recipe-feedback/:recipeId', async (c) => {
      const user = c.get('user');
      const id = parseParam(c, 'recipeId', recipeIdSchema);
      const change = await parseJson(c, recipeFeedbackRequestSchema);
      const { lib } = await recipeIndex(id);
      const row = await saveFeedback(db, user.id, id, change);
      return c.json({ feedback: feedbackOf(row, titleOf(lib, id)) });
    })
    .get('/recipe-pins', async (c) => {
      const user = c.get('user');
      const [lib, rows] = await Promise.all([catalogue(), listPins(db, user.id)]);
      return c.json({
        pins: rows.map((r) => pinOf(r, titleOf(lib, r.recipeId))),
      } satisfies RecipePinListResponse);
    })
    .put('/recipe-pins/:recipeId', async (c) => {
      const user = c.get('user');
      const id = parseParam(c, 'recipeId', recipeIdSchema);
      const where = await parseJson(c, recipePinRequestSchema);
      const { lib, index } = await recipeIndex(id);
      const meal = lib.recipes[index]!.meal;
      if (where.meal !== undefined && where.meal !== meal) {
        throw new HttpError(
          400,
          'VALIDATION_ERROR',
          `"${lib.recipes[index]!.recipe.title}" is a ${meal} recipe; it cannot be pinned to ${where.meal}.`,
          'meal',
        );
      }
      const row = await savePin(db, user.id, id, where);
      return c.json({ pin: pinOf(row, titleOf(lib, id)) });
    })
    .delete('/recipe-pins/:recipeId', async (c) => {
      const user = c.get('user');
      const id = parseParam(c, 'recipeId', recipeIdSchema);
      const deleted = await deletePin(db, user.id, id);
      if (!deleted) throw new HttpError(404, 'NOT_FOUND', 'That recipe is not pinned.');
      return c.json({ recipeId: id, deleted: true as const });
    });
}

function feedbackOf(
  row: Awaited<ReturnType<typeof listFeedback>>[number],
  title: string,
): RecipeFeedback {
  return {
    recipeId: row.recipeId,
    title,
    rating: row.rating,
    favourite: row.favourite,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function pinOf(row: Awaited<ReturnType<typeof listPins>>[number], title: string): RecipePin {
  return {
    recipeId: row.recipeId,
    title,
    day: row.day,
    meal: row.meal === null ? null : (row.meal as RecipePin['meal']),
  };
}
