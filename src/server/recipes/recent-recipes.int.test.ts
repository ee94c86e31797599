/**
 * The recipes of a person's own finished plans of the last 14 days (issue 32), read per plan
 * version from a cache (issue 33): whatever changes a plan, or which plans count, shows in the
 * next generation's "recent" recipes at once, and nobody's plans count for another person.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealPlans } from '../db/schema';
import type { TestServer } from '../test-support/test-server';
import { signInAs, startPlansTestServer } from '../plans/plans-test-support';
import { loadRecipeMemory, RECENT_PLANS } from './recipe-memory-store';

let server: TestServer;
let ann: string;
let bob: string;

beforeAll(async () => {
  server = await startPlansTestServer({ RUN_WORKER: 'false' });
  ann = (await signInAs(server.url, 'Recent Ann')).userId;
  bob = (await signInAs(server.url, 'Recent Bob')).userId;
});
afterAll(async () => {
  await server.stop();
  await server.dropDatabase();
});

const planOf = (...recipeIds: string[]) => ({
  recipes: recipeIds.map((recipeId, i) => ({ recipeId, day: i + 1, meal: 'dinner' })),
});

async function storedPlan(userId: string, recipeIds: string[], status = 'completed') {
  const [row] = await server.db
    .insert(mealPlans)
    .values({
      userId,
      budgetCents: 10_000,
      duration: 7,
      status: status as 'completed',
      generatedPlan: planOf(...recipeIds),
    })
    .returning({ id: mealPlans.id });
  return row!.id;
}

const recent = async (userId: string) =>
  (await loadRecipeMemory(server.db, userId)).recentRecipeIds.sort();

describe("a person's recent recipes", () => {
  it('are those of their finished plans, each once, and show every change at once', async () => {
    const first = await storedPlan(ann, ['r-1', 'r-2']);
    const second = await storedPlan(ann, ['r-2', 'r-3']);
    await storedPlan(ann, ['r-9'], 'processing');
    await storedPlan(bob, ['r-bob']);
    expect(await recent(ann)).toEqual(['r-1', 'r-2', 'r-3']);
    expect(await recent(bob)).toEqual(['r-bob']);

    // A swap (or any writer, in any process) changes a plan's recipes: read at once.
    await server.db
      .update(mealPlans)
      .set({ generatedPlan: planOf('r-4', 'r-2') })
      .where(eq(mealPlans.id, first));
    expect(await recent(ann)).toEqual(['r-2', 'r-3', 'r-4']);

    // A plan regenerating no longer counts; one older than 14 days neither; nor a deleted one.
    await server.db.update(mealPlans).set({ status: 'processing' }).where(eq(mealPlans.id, second));
    expect(await recent(ann)).toEqual(['r-2', 'r-4']);
    await server.db
      .update(mealPlans)
      .set({ status: 'completed', createdAt: sql`now() - interval '15 days'` })
      .where(eq(mealPlans.id, second));
    expect(await recent(ann)).toEqual(['r-2', 'r-4']);
    await server.db.delete(mealPlans).where(eq(mealPlans.id, first));
    expect(await recent(ann)).toEqual([]);
  });

  it('are those of the latest plans only: a person who regenerates often keeps a varied memory', async () => {
    const cy = (await signInAs(server.url, 'Recent Cy')).userId;
    const ids: string[] = [];
    for (let k = 0; k < RECENT_PLANS + 2; k++) {
      const id = await storedPlan(cy, [`c-${k}`]);
      ids.push(id);
      // Plan k made k minutes after the first.
      await server.db
        .update(mealPlans)
        .set({ createdAt: sql`now() - interval '1 hour' + ${k} * interval '1 minute'` })
        .where(eq(mealPlans.id, id));
    }
    const latest = Array.from({ length: RECENT_PLANS }, (_, i) => `c-${i + 2}`).sort();
    expect(await recent(cy)).toEqual(latest);
    // The latest deleted: the one before the window comes back in.
    await server.db.delete(mealPlans).where(eq(mealPlans.id, ids.at(-1)!));
    expect(await recent(cy)).toEqual(
      Array.from({ length: RECENT_PLANS }, (_, i) => `c-${i + 1}`).sort(),
    );
  });

  it('ignore a stored plan without a list of recipes', async () => {
    const id = await storedPlan(bob, []);
    await server.db
      .update(mealPlans)
      .set({ generatedPlan: { recipes: { recipeId: 'not-a-list' } } })
      .where(eq(mealPlans.id, id));
    expect(await recent(bob)).toEqual(['r-bob']);
  });
});
