/**
 * A person's own recipes against real PostgreSQL: import by URL (a loopback page, allowed by
 * the test-only setting), pasted page and pasted text; save, list, search, edit, delete;
 * corrections remembered as the person's own aliases; another person sees and changes
 * nothing; a household member reads but does not change; bad input answers 400.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCatalogue } from '../../planner/fixture-catalogue';
import type { ImportedRecipe } from '../../shared/imported-recipe';
import type { MyRecipe, SaveRecipe } from '../../shared/my-recipes';
import { mealPlans, planMembers } from '../db/schema';
import { TestClient } from '../test-support/http-client';
import type { TestServer } from '../test-support/test-server';
import { signInAs, startPlansTestServer } from '../plans/plans-test-support';

let server: TestServer;
let pages: http.Server;
let pageUrl = '';
const foods = fixtureCatalogue({ seed: 7 }).foods;
const [a, b, c] = [foods[0]!, foods[1]!, foods[2]!];
const text = `My Stew\nServes 2\n\nIngredients\n1 cup ${a.name}\n200 g ${b.name}\n1 cup unobtainium dust\n\nMethod\n1. Stir.\n2. Serve.`;
const html = `<html><head><script type="application/ld+json">${JSON.stringify({
  '@type': 'Recipe',
  name: 'Page Stew',
  recipeYield: '3 servings',
  recipeIngredient: [`2 cups ${a.name}`, `100 g ${c.name}`],
  recipeInstructions: 'Mix.',
})}</script></head><body></body></html>`;

beforeAll(async () => {
  server = await startPlansTestServer({ RUN_WORKER: 'false', RECIPE_IMPORT_ALLOW_LOOPBACK: '1' });
  pages = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(html);
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}/stew`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => pages.close(() => resolve()));
  await server.stop();
  await server.dropDatabase();
});

type ImportAnswer = {
  recipe: ImportedRecipe;
  sourceUrl: string | null;
  servingsEstimate?: string | null;
  error?: { message: string };
};

function toSave(r: ImportedRecipe, sourceUrl: string | null): SaveRecipe {
  return {
    title: r.title,
    servings: r.servings,
    prepMinutes: r.prepMinutes,
    cookMinutes: r.cookMinutes,
    meal: r.meal,
    cuisine: r.cuisine,
    dishType: r.dishType,
    imageUrl: null,
    sourceUrl,
    ingredients: r.ingredients.map((i) => ({ ...i, leaveOffList: false })),
    instructions: r.instructions,
  };
}

async function importText(client: TestClient, body: object) {
  return client.json<ImportAnswer>('/api/my-recipes/import', { method: 'POST', body });
}

describe('my recipes', () => {
  it('requires a session for every route', async () => {
    const anonymous = new TestClient(server.url);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['POST', '/api/my-recipes/import'],
      ['GET', '/api/my-recipes'],
      ['POST', '/api/my-recipes'],
      ['GET', `/api/my-recipes/${id}`],
      ['PUT', `/api/my-recipes/${id}`],
      ['DELETE', `/api/my-recipes/${id}`],
      ['GET', '/api/my-recipes/foods?q=a'],
    ] as const) {
      const res = await anonymous.json(path, {
        method,
        body: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('imports pasted text, a pasted page and a URL, keeping each original line', async () => {
    const { client } = await signInAs(server.url, 'Ada');
    const fromText = await importText(client, { text });
    expect(fromText.status).toBe(200);
    expect(fromText.body.recipe.ingredients.map((i) => i.text)).toEqual([
      `1 cup ${a.name}`,
      `200 g ${b.name}`,
      '1 cup unobtainium dust',
    ]);
    expect(fromText.body.recipe.ingredients.map((i) => i.foodId)).toEqual([a.id, b.id, null]);
    expect(fromText.body.recipe.unmatched).toBe(1);
    expect(fromText.body.recipe.costPerServingCents).toBeNull();

    const fromHtml = await importText(client, { html });
    expect(fromHtml.body.recipe.title).toBe('Page Stew');
    const fromUrl = await importText(client, { url: pageUrl });
    expect(fromUrl.status).toBe(200);
    expect(fromUrl.body.recipe.servings).toBe(3);
    expect(fromUrl.body.sourceUrl).toBe(pageUrl);
    expect(fromUrl.body.servingsEstimate).toBeNull();
  });

  it('says when the servings are estimated from a yield of whole loaves', async () => {
    const { client } = await signInAs(server.url, 'Bea');
    const loaves = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Recipe',
      name: 'Two Loaves',
      recipeYield: '2 loaves',
      recipeIngredient: [`1 cup ${a.name}`],
    })}</script>`;
    const res = await importText(client, { html: loaves });
    expect(res.status).toBe(200);
    expect(res.body.recipe.servings).toBe(20);
    expect(res.body.servingsEstimate).toBe('2 loaves: about 10 servings each');
  });

  it('answers 400 or 422 with a message for bad input, never 500', async () => {
    const { client } = await signInAs(server.url, 'Bea');
    for (const body of [{}, { url: '' }, { url: 'x', text: 'y' }, { html: 5 }, { other: 1 }]) {
      const res = await importText(client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error?.message).toBeTruthy();
    }
    const refused = await importText(client, { url: 'http://10.0.0.1/recipe' });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toMatch(/private or local network/);
    const deep = await importText(client, { html: '<div>'.repeat(200_000) + 'x' });
    expect(deep.status).toBe(422);
    expect(deep.body.error?.message).toMatch(/nests too deep/);
    const none = await importText(client, { text: 'Hello there, nothing to cook.' });
    expect(none.status).toBe(422);
    expect(none.body.error?.message).toMatch(/No recipe found/);
    const badSave = await client.json<{ error: { message: string } }>('/api/my-recipes', {
      method: 'POST',
      body: {
        ...toSave((await importText(client, { text })).body.recipe, null),
        ingredients: [
          {
            text: 'x',
            quantity: 1,
            unit: 'g',
            foodId: 'no-such-food',
            grams: 1,
            optional: false,
            confidence: 1,
            group: null,
          },
        ],
      },
    });
    expect(badSave.status).toBe(400);
    expect(badSave.body.error.message).toMatch(/unknown food "no-such-food"/);
  });

  it('saves, lists, searches, edits and deletes; a fix is remembered as the person’s alias', async () => {
    const { client } = await signInAs(server.url, 'Cy');
    const imported = (await importText(client, { text })).body.recipe;
    const save = toSave(imported, 'https://example.com/stew');
    // The person fixes the unmatched line: unobtainium dust is food c.
    save.ingredients[2] = { ...save.ingredients[2]!, foodId: c.id, grams: 100 };
    const created = await client.json<{ recipe: MyRecipe }>('/api/my-recipes', {
      method: 'POST',
      body: save,
    });
    expect(created.status).toBe(201);
    expect(created.body.recipe.unmatched).toBe(0);
    expect(created.body.recipe.ingredients[2]!.text).toBe('1 cup unobtainium dust');
    const id = created.body.recipe.id;

    const again = await importText(client, { text });
    expect(again.body.recipe.ingredients[2]!.foodId).toBe(c.id);

    const list = await client.json<{ recipes: MyRecipe[] }>('/api/my-recipes?q=stew');
    expect(list.body.recipes.map((r) => r.id)).toEqual([id]);
    expect(
      (await client.json<{ recipes: MyRecipe[] }>('/api/my-recipes?q=pizza')).body.recipes,
    ).toEqual([]);

    const edited = await client.json<{ recipe: MyRecipe }>(`/api/my-recipes/${id}`, {
      method: 'PUT',
      body: { ...save, title: 'Winter Stew', servings: 4 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.recipe.title).toBe('Winter Stew');
    const read = await client.json<{ recipe: MyRecipe; foods: Record<string, string> }>(
      `/api/my-recipes/${id}`,
    );
    expect(read.body.recipe.servings).toBe(4);
    // The edit screen's names for the lines' foods (the lines keep the ids).
    expect(read.body.recipe.ingredients.map((i) => i.foodId)).toEqual([a.id, b.id, c.id]);
    expect(read.body.foods).toEqual({ [a.id]: a.name, [b.id]: b.name, [c.id]: c.name });

    expect((await client.request(`/api/my-recipes/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await client.json(`/api/my-recipes/${id}`)).status).toBe(404);
  });

  it('shows another person nothing and lets them change nothing; their aliases stay theirs', async () => {
    const owner = await signInAs(server.url, 'Dee');
    const other = await signInAs(server.url, 'Eve');
    const imported = (await importText(owner.client, { text })).body.recipe;
    const save = toSave(imported, null);
    save.ingredients[2] = { ...save.ingredients[2]!, foodId: c.id, grams: 50 };
    const created = await owner.client.json<{ recipe: MyRecipe }>('/api/my-recipes', {
      method: 'POST',
      body: save,
    });
    const id = created.body.recipe.id;

    expect(
      (await other.client.json<{ recipes: MyRecipe[] }>('/api/my-recipes')).body.recipes,
    ).toEqual([]);
    expect((await other.client.json(`/api/my-recipes/${id}`)).status).toBe(404);
    expect(
      (
        await other.client.json(`/api/my-recipes/${id}`, {
          method: 'PUT',
          body: { ...save, title: 'Mine now' },
        })
      ).status,
    ).toBe(404);
    expect((await other.client.request(`/api/my-recipes/${id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    // Dee's correction is not Eve's alias.
    expect(
      (await importText(other.client, { text })).body.recipe.ingredients[2]!.foodId,
    ).toBeNull();
    expect(
      (await owner.client.json<{ recipe: MyRecipe }>(`/api/my-recipes/${id}`)).body.recipe.title,
    ).toBe('My Stew');
  });

  it('lets a household member read but not change or delete', async () => {
    const owner = await signInAs(server.url, 'Fay');
    const member = await signInAs(server.url, 'Gus');
    const [plan] = await server.db
      .insert(mealPlans)
      .values({ userId: owner.userId, budgetCents: 5000, duration: 3 })
      .returning();
    await server.db.insert(planMembers).values({ planId: plan!.id, userId: member.userId });
    const imported = (await importText(owner.client, { html })).body.recipe;
    const created = await owner.client.json<{ recipe: MyRecipe }>('/api/my-recipes', {
      method: 'POST',
      body: toSave(imported, null),
    });
    const id = created.body.recipe.id;
    const seen = await member.client.json<{ recipe: MyRecipe }>(`/api/my-recipes/${id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.recipe.mine).toBe(false);
    expect(
      (await member.client.json<{ recipes: MyRecipe[] }>('/api/my-recipes')).body.recipes.map(
        (r) => r.id,
      ),
    ).toContain(id);
    expect(
      (
        await member.client.json(`/api/my-recipes/${id}`, {
          method: 'PUT',
          body: toSave(imported, null),
        })
      ).status,
    ).toBe(403);
    expect(
      (await member.client.request(`/api/my-recipes/${id}`, { method: 'DELETE' })).status,
    ).toBe(403);
  });

  it('finds foods for the review screen', async () => {
    const { client } = await signInAs(server.url, 'Hal');
    const res = await client.json<{ foods: { id: string; name: string }[] }>(
      `/api/my-recipes/foods?q=${encodeURIComponent(a.name)}`,
    );
    expect(res.body.foods[0]!.id).toBe(a.id);
    expect((await client.json('/api/my-recipes/foods?q=')).status).toBe(400);
  });
});
