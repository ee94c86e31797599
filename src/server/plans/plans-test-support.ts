/**
 * Test helpers of the plans capability: a seeded fixture catalogue written as a data folder
 * (so generation does not depend on a recipe library still being written), a test server
 * with fast generation settings, Pro upgrades, waiting, and a server-sent-events reader.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { fixtureCatalogue } from '../../planner/fixture-catalogue';
import type { Database } from '../db/client';
import { userSubscriptions } from '../db/schema';
import { signIn, type TestClient } from '../test-support/http-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

let fixtureDir: string | undefined;

/** A data folder with the fixture catalogue (seed 7), written once per test process. */
export function fixtureDataDir(): string {
  if (fixtureDir) return fixtureDir;
  const dir = mkdtempSync(path.join(tmpdir(), 'pantrypilot-fixture-'));
  const f = fixtureCatalogue({ seed: 7 });
  mkdirSync(path.join(dir, 'recipes'));
  writeFileSync(path.join(dir, 'foods.json'), JSON.stringify({ foods: f.foods }));
  writeFileSync(
    path.join(dir, 'products.json'),
    JSON.stringify({
      priceDate: '2022',
      priceNote: 'Fixture prices for tests.',
      priceLevelFactor: 1,
      products: f.products,
    }),
  );
  writeFileSync(path.join(dir, 'pantry-catalogue.json'), JSON.stringify(f.pantryCatalogue));
  writeFileSync(path.join(dir, 'recipes', 'fixture.json'), JSON.stringify({ recipes: f.recipes }));
  fixtureDir = dir;
  return dir;
}

/** Settings that make crashes and time-outs observable within a test's patience. */
export function fastGenerationEnv(): Record<string, string> {
  return {
    CATALOGUE_DATA_DIR: fixtureDataDir(),
    GENERATION_POLL_SECONDS: '0.5',
    GENERATION_JOB_EXPIRE_SECONDS: '2',
    GENERATION_MAINTENANCE_SECONDS: '1',
    PLAN_TIMEOUT_SWEEP_SECONDS: '0.5',
  };
}

export function startPlansTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer({ ...fastGenerationEnv(), ...env });
}

export async function signInAs(
  baseUrl: string,
  name: string,
): Promise<{ client: TestClient; userId: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const client = await signIn(baseUrl, { name, email });
  const me = await client.json<{ user: { id: string } }>('/api/me');
  return { client, userId: me.body.user.id };
}

export async function makePro(db: Database, userId: string): Promise<void> {
  await db
    .insert(userSubscriptions)
    .values({ userId, subscriptionStatus: 'active' })
    .onConflictDoUpdate({
      target: userSubscriptions.userId,
      set: { subscriptionStatus: 'active', updatedAt: sql`now()` },
    });
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId));
  if (row?.subscriptionStatus !== 'active') throw new Error('Could not make the person Pro');
}

export async function waitFor<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 15_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export type SseEvent = { event: string; data: unknown; id?: string; at: number };

/**
 * Opens an event stream and collects events until `until` says so, the server ends the
 * stream, or the time limit passes.
 */
export async function collectSse(
  client: TestClient,
  streamPath: string,
  options: {
    until?: (events: SseEvent[]) => boolean;
    timeoutMs?: number;
    onOpen?: () => void;
  } = {},
): Promise<{ status: number; events: SseEvent[]; ended: boolean }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 15_000);
  const events: SseEvent[] = [];
  let ended = false;
  const response = await client.request(streamPath, {
    headers: { accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) {
    clearTimeout(timer);
    return { status: response.status, events, ended: true };
  }
  options.onOpen?.();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        ended = true;
        break;
      }
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const fields: Record<string, string> = {};
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) continue;
          const i = line.indexOf(':');
          if (i < 0) continue;
          const key = line.slice(0, i);
          const v = line.slice(i + 1).replace(/^ /, '');
          fields[key] = fields[key] !== undefined && key === 'data' ? `${fields[key]}\n${v}` : v;
        }
        if (fields.data === undefined) continue;
        events.push({
          event: fields.event ?? 'message',
          data: JSON.parse(fields.data),
          id: fields.id,
          at: performance.now(),
        });
      }
      if (options.until?.(events)) break;
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return { status: 200, events, ended };
}

/** The form of a plan a free person may create. */
export const FREE_PLAN_FORM = {
  meals: ['Breakfast', 'Lunch', 'Dinner'],
  store: 'Walmart',
  budget: '60',
  budgetPreference: 'balanced',
  duration: '1',
  servingsPerMeal: '2',
  preferences: {},
  pantryItems: { spices: [], baking: [], condiments: [] },
  useNewGeneration: false,
  updatePantry: 'No',
} as const;
