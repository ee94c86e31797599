/**
 * /api/my-recipes: import (url, pasted page, pasted text) for review, save, list and search,
 * read, edit, delete, and the review screen's food search. Private to the person (and
 * readable by their household); bad input answers 400 with a message, never 500.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  importRecipeFromHtml,
  importRecipeFromText,
  NoRecipeFoundError,
  type ImportCatalogue,
  type ImportResult,
} from '../../recipe-import/import-recipe';
import { PageTooDeepError } from '../../recipe-import/html-document';
import { importRequestSchema, saveRecipeSchema } from '../../shared/my-recipes';
import type { Auth } from '../auth/auth';
import { requireUser, type AppVariables } from '../auth/require-user';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { parseJson, parseQuery } from '../http/validate';
import {
  createRecipe,
  deleteRecipe,
  listRecipes,
  personalAliases,
  readableRecipe,
  toMyRecipe,
  updateRecipe,
} from './my-recipes-service';
import { fetchRecipePage, RecipeFetchError, type SafeFetchOptions } from './safe-fetch';

export interface MyRecipesDeps {
  catalogue: () => ImportCatalogue;
  fetchOptions: SafeFetchOptions;
  /** Imports per minute per person (RATE_LIMIT_IMPORT_PER_MINUTE). */
  importsPerMinute: number;
}

/** What a person who imports too fast reads: what was limited, and for how long. */
export function tooManyImportsMessage(perMinute: number, waitSeconds: number): string {
  return `You can import ${perMinute} recipes a minute. Please wait ${waitSeconds} s and try again.`;
}

const searchSchema = z.object({ q: z.string().max(200).default('') });
const foodSearchSchema = z.object({ q: z.string().trim().min(1, 'type a food').max(100) });

export function myRecipesRoutes(db: Database, auth: Auth, deps: MyRecipesDeps) {
  // Per person (after requireUser), counted in the shared PostgreSQL limit store.
  const importLimit = rateLimit({
    bucket: 'recipe-import',
    perMinute: deps.importsPerMinute,
    message: (wait) => tooManyImportsMessage(deps.importsPerMinute, wait),
  });
  return new Hono<{ Variables: AppVariables }>()
    .use('/my-recipes', requireUser(auth))
    .use('/my-recipes/*', requireUser(auth))
    .post('/my-recipes/import', importLimit, async (c) => {
      const user = c.get('user');
      const body = await parseJson(c, importRequestSchema);
      const catalogue = deps.catalogue();
      const options = { personalAliases: await personalAliases(db, user.id) };
      let result: ImportResult;
      let sourceUrl: string | null = null;
      try {
        if (body.url !== undefined) {
          const page = await fetchRecipePage(body.url, deps.fetchOptions);
          sourceUrl = page.finalUrl;
          result = importRecipeFromHtml(page.html, catalogue, options);
        } else if (body.html !== undefined) {
          result = importRecipeFromHtml(body.html, catalogue, options);
        } else {
          result = importRecipeFromText(body.text ?? '', catalogue, options);
        }
      } catch (error) {
        if (error instanceof RecipeFetchError) {
          throw new HttpError(
            error.reason === 'address-refused' || error.reason === 'bad-url' ? 400 : 422,
            'FETCH_REFUSED',
            error.message,
            'url',
          );
        }
        if (error instanceof NoRecipeFoundError)
          throw new HttpError(422, 'NO_RECIPE', error.message);
        // A page no parser should follow (nesting thousands deep): say so, never a 500.
        if (error instanceof PageTooDeepError)
          throw new HttpError(422, 'UNREADABLE', error.message);
        throw error;
      }
      return c.json({
        recipe: result.recipe,
        sourceUrl,
        imageUrl: safeHttpUrl(result.details.image),
        notes: result.details.lines.map((l) => l.note),
        servingsEstimate: result.details.servingsEstimate,
        foods: foodNames(
          result.recipe.ingredients.map((i) => i.foodId),
          catalogue,
        ),
      });
    })
    .get('/my-recipes/foods', (c) => {
      const { q } = parseQuery(c, foodSearchSchema);
      const catalogue = deps.catalogue();
      const hits = catalogue.matcher.search(q, 10);
      return c.json({
        foods: hits.map((h) => ({
          id: h.foodId,
          name: catalogue.foodById.get(h.foodId)?.name ?? h.foodId,
        })),
      });
    })
    .get('/my-recipes', async (c) => {
      const user = c.get('user');
      const { q } = parseQuery(c, searchSchema);
      const catalogue = deps.catalogue();
      const rows = await listRecipes(db, user.id, q);
      return c.json({ recipes: rows.map((r) => toMyRecipe(r, user.id, catalogue)) });
    })
    .post('/my-recipes', async (c) => {
      const user = c.get('user');
      const body = await parseJson(c, saveRecipeSchema);
      const catalogue = deps.catalogue();
      const row = await createRecipe(db, user.id, body, catalogue);
      return c.json({ recipe: toMyRecipe(row, user.id, catalogue) }, 201);
    })
    .get('/my-recipes/:id', async (c) => {
      const user = c.get('user');
      const row = await readableRecipe(db, user.id, c.req.param('id'));
      const catalogue = deps.catalogue();
      const recipe = toMyRecipe(row, user.id, catalogue);
      // The edit screen shows each line's food by the name a person reads, not its id.
      const foods = foodNames(
        recipe.ingredients.map((i) => i.foodId),
        catalogue,
      );
      return c.json({ recipe, foods });
    })
    .put('/my-recipes/:id', async (c) => {
      const user = c.get('user');
      const body = await parseJson(c, saveRecipeSchema);
      const catalogue = deps.catalogue();
      const row = await updateRecipe(db, user.id, c.req.param('id'), body, catalogue);
      return c.json({ recipe: toMyRecipe(row, user.id, catalogue) });
    })
    .delete('/my-recipes/:id', async (c) => {
      const user = c.get('user');
      await deleteRecipe(db, user.id, c.req.param('id'));
      return c.body(null, 204);
    });
}

function safeHttpUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
}

function foodNames(ids: (string | null)[], catalogue: ImportCatalogue) {
  const out = new Map<string, string>();
  for (const id of ids) {
    if (id && !out.has(id))
      out.set(id, catalogue.foodById.get(id)?.name ?? (id === 'water' ? 'Water' : id));
  }
  return Object.fromEntries(out);
}
