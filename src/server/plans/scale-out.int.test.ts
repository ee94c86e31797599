/**
 * Several processes, one database (issue 33): two web server processes that do not generate
 * (RUN_WORKER=false) and one separate worker process (src/server/worker-main.ts, what
 * `npm run worker` runs) on one PostgreSQL. A session made on one server is valid on the
 * other; per-person limits hold across both; plans created on both are each generated once by
 * the worker; progress reaches the event stream of whichever server holds it (LISTEN/NOTIFY);
 * a server killed with SIGKILL mid-generation loses no plan.
 */
import { inArray } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealPlanCreatedResponseSchema, type MealPlanStatus } from '../../shared/meal-plan';
import type { Database } from '../db/client';
import { mealPlans } from '../db/schema';
import { TestClient } from '../test-support/http-client';
import { createTestDatabase } from '../test-support/test-database';
import { freePort } from '../test-support/test-server';
import {
  collectSse,
  fastGenerationEnv,
  FREE_PLAN_FORM,
  makePro,
  signInAs,
  waitFor,
} from './plans-test-support';
import { startServerProcess, startWorkerProcess, type ChildServer } from './worker-process';

const PLANS = 50;
let database: { url: string; db: Database; drop: () => Promise<void> };
const children: ChildServer[] = [];
let first: string;
let second: string;
let secondServer: ChildServer;

beforeAll(async () => {
  database = await createTestDatabase();
  const shared = {
    ...fastGenerationEnv(),
    // The production expiry: a job on a busy machine may take longer than the crash tests' 2 s.
    GENERATION_JOB_EXPIRE_SECONDS: '15',
    DATABASE_URL: database.url,
    // One deployment: every process signs and checks sessions with one secret.
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
  };
  const serverEnv = {
    ...shared,
    RUN_WORKER: 'false',
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
    RATE_LIMIT_GENERATION_PER_MINUTE: '1000',
    RATE_LIMIT_SWAP_PER_MINUTE: '4',
    EVENT_STREAMS_PER_PERSON: '2',
  };
  const ports = [await freePort(), await freePort()];
  const [a, b, worker] = await Promise.all([
    startServerProcess({ ...serverEnv, PORT: String(ports[0]) }),
    startServerProcess({ ...serverEnv, PORT: String(ports[1]) }),
    startWorkerProcess(shared),
  ]);
  children.push(a!, b!, worker!);
  secondServer = b!;
  first = `http://localhost:${ports[0]}`;
  second = `http://localhost:${ports[1]}`;
}, 120_000);

afterAll(async () => {
  for (const child of children) await child.stop().catch(() => {});
  await database?.drop();
});

async function planIds(client: TestClient, n: number, form = {}): Promise<string[]> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const res = await client.json('/api/meal-plans', {
        method: 'POST',
        body: { ...FREE_PLAN_FORM, duration: '3', budget: '200', ...form },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return mealPlanCreatedResponseSchema.parse(res.body).plan.id;
    }),
  );
}

async function statuses(ids: string[]) {
  return database.db
    .select({ id: mealPlans.id, status: mealPlans.status, progress: mealPlans.progress })
    .from(mealPlans)
    .where(inArray(mealPlans.id, ids));
}

describe('two server processes and one worker on one database', () => {
  it('accept a session made on one server on the other, and a sign-out on either', async () => {
    const { client: onFirst, userId } = await signInAs(first, 'Twin Tess');
    const onSecond = onFirst.at(second);
    const me = await onSecond.json<{ user: { id: string } }>('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(userId);
    // A copy of the cookies kept by someone else stops working on both once signed out.
    const copy = new TestClient(first);
    const cookie = onFirst.cookieHeader();
    expect((await onSecond.json('/api/auth/sign-out', { method: 'POST', body: {} })).status).toBe(
      200,
    );
    for (const url of [first, second]) {
      const res = await copy.request(`${url}/api/me`, { headers: { cookie } });
      expect(res.status, url).toBe(401);
    }
  });

  it('hold a per-person rate limit across both servers', async () => {
    const { client } = await signInAs(first, 'Limit Lena');
    const path = `/api/meal-plans/${randomUUID()}/swap`;
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) {
      const on = i % 2 ? client.at(second) : client;
      seen.push((await on.json(path, { method: 'POST', body: { day: 1, meal: 'dinner' } })).status);
    }
    // Four a minute in all, not four on each: the fifth is refused, on the first server.
    expect(seen).toEqual([404, 404, 404, 404, 429]);
  });

  it('hold the open event streams per person across both servers', async () => {
    const { client } = await signInAs(first, 'Stream Sven');
    const held = [new AbortController(), new AbortController()];
    const open = async (url: string, signal?: AbortSignal) =>
      (await client.at(url).request('/api/meal-plans/events', { signal })).status;
    expect(await open(first, held[0]!.signal)).toBe(200);
    expect(await open(second, held[1]!.signal)).toBe(200);
    expect(await open(first)).toBe(429);
    expect(await open(second)).toBe(429);
    held[0]!.abort();
    // The closed stream's place is free again, on the other server too.
    await waitFor(
      async () => (await client.at(second).request('/api/meal-plans/events')).status === 200,
      10_000,
      'the closed stream to stop counting',
    );
    held[1]!.abort();
  });

  it(
    `generate ${PLANS} plans created across both servers exactly once, progress on either server's stream`,
    { timeout: 180_000 },
    async () => {
      const people: TestClient[] = [];
      for (let p = 0; p < 5; p++) {
        const { client, userId } = await signInAs(first, `Scale ${p}`);
        await makePro(database.db, userId);
        people.push(client);
      }
      // Person 0 watches on the second server while creating on the first.
      let opened!: () => void;
      const isOpen = new Promise<void>((resolve) => (opened = resolve));
      const watched = new Set<string>();
      const stream = collectSse(people[0]!.at(second), '/api/meal-plans/events', {
        timeoutMs: 150_000,
        onOpen: () => opened(),
        until: (events) =>
          watched.size > 0 &&
          [...watched].every((id) =>
            events.some(
              (e) =>
                e.event === 'status' &&
                (e.data as MealPlanStatus).id === id &&
                (e.data as MealPlanStatus).status === 'completed',
            ),
          ),
      });
      await isOpen;

      const ids = (
        await Promise.all(
          people.map((person, p) =>
            Promise.all([
              planIds(person, PLANS / 10, { useNewGeneration: p % 2 === 1 }),
              planIds(person.at(second), PLANS / 10),
            ]),
          ),
        )
      ).flat(2);
      expect(new Set(ids).size).toBe(PLANS);
      const personZero = (
        await database.db
          .select({ id: mealPlans.id, userId: mealPlans.userId })
          .from(mealPlans)
          .where(inArray(mealPlans.id, ids))
      ).filter((r, _, all) => r.userId === all.find((x) => x.id === ids[0])!.userId);
      for (const r of personZero) watched.add(r.id);
      expect(watched.size).toBe(PLANS / 5);

      await waitFor(
        async () => (await statuses(ids)).every((r) => r.status !== 'processing'),
        150_000,
        `all ${PLANS} plans to finish`,
      );
      const rows = await statuses(ids);
      expect(rows.filter((r) => r.status !== 'completed' || r.progress !== 100)).toEqual([]);

      // Progress of plans created on the first server reached the second server's stream.
      const events = (await stream).events
        .filter((e) => e.event === 'status')
        .map((e) => e.data as MealPlanStatus);
      for (const id of watched) {
        const mine = events.filter((e) => e.id === id);
        expect(mine.at(-1), id).toMatchObject({ status: 'completed', percentComplete: 100 });
      }
      expect(events.some((e) => e.status === 'processing' && e.percentComplete > 0)).toBe(true);

      // One job per plan, completed on its first delivery, all by the one worker process.
      const { rows: jobs } = await database.db.$client.query<{
        plan: string;
        state: string;
        retry_count: number;
        worker: string;
      }>(
        `select data->>'planId' as plan, state, retry_count, output->>'worker' as worker
           from pgboss.job where name = 'meal-plan-generation'
         union all
         select data->>'planId', state, retry_count, output->>'worker'
           from pgboss.archive where name = 'meal-plan-generation'`,
      );
      const mine = jobs.filter((j) => ids.includes(j.plan));
      expect(mine).toHaveLength(PLANS);
      expect(mine.filter((j) => j.state !== 'completed' || j.retry_count !== 0)).toEqual([]);
      expect(new Set(mine.map((j) => j.worker)).size).toBe(1);
    },
  );

  it('lose no plan when a server is killed mid-generation', { timeout: 120_000 }, async () => {
    const { client, userId } = await signInAs(first, 'Killed Kai');
    await makePro(database.db, userId);
    const ids = await planIds(client.at(second), 8, { useNewGeneration: true });
    await waitFor(
      async () => (await statuses(ids)).some((r) => r.status === 'processing'),
      10_000,
      'a plan still generating',
    );
    await secondServer.kill();
    await waitFor(
      async () => (await statuses(ids)).every((r) => r.status !== 'processing'),
      90_000,
      'every plan to finish after the kill',
    );
    // Every plan is whole, and the surviving server serves each one.
    for (const id of ids) {
      const res = await client.json<{ plan: { status: string } }>(`/api/meal-plans/${id}`);
      expect(res.status).toBe(200);
      expect(res.body.plan.status).toBe('completed');
    }
  });
});
