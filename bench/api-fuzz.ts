/**
 * `npm run fuzz:api`: sends bad requests to every API route of a real server (and the
 * development issuer's /oidc pages) on loopback, and counts the answers that are 5xx (goal 0:
 * bad input gets a 400 with a message, never a 500). Bounded: FUZZ_REQUESTS requests in all
 * (default 2,400), seeded by FUZZ_SEED (default 11) so a run can be repeated.
 *
 * Bad input: a valid body for the route with one field replaced by a hostile value (wrong
 * type, huge or NUL-carrying text, 1e308, "0x10", deep nesting, __proto__ keys), random JSON,
 * invalid JSON, wrong content types, hostile path parameters and query strings; issue 28 added
 * every query parameter a route reads, prototype keys ("__proto__", "constructor", "toString",
 * ...) as the keys of every map-shaped body, impossible dates, and NUL, CR and LF characters
 * in path parameters, query values and text fields; with the
 * signed-in person's session, another person's, or none. FUZZ_CONCURRENCY senders (default 8).
 * A request that times out counts as 598, a refused connection as 599: both are failures.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { extendWithCapabilities } from '../src/server/capabilities';
import { loadConfig } from '../src/server/config';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { PROJECT_ROOT, startServer } from '../src/server/server';
import { freePort } from '../src/server/test-support/free-port';
import { signIn, type TestClient } from '../src/server/test-support/http-client';

const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 6000);
let seed = Number(process.env.FUZZ_SEED ?? 11) >>> 0;
function random(): number {
  // mulberry32
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const deep = (n: number): unknown => (n === 0 ? 'x' : [deep(n - 1)]);
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  -1e308,
  2147483648,
  1.5,
  '',
  ' ',
  '0x10',
  '1e308',
  '21474837',
  'NaN',
  'Infinity',
  '-0',
  'a\u0000b',
  '\u0000',
  '\ud800',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  'x'.repeat(70_000),
  [],
  [null],
  ['a\u0000'],
  {},
  { __proto__: { admin: true } },
  JSON.parse('{"__proto__": {"polluted": 1}}'),
  { constructor: { prototype: { x: 1 } } },
  deep(200),
  Array.from({ length: 5000 }, (_, i) => i),
  // Issue 28: impossible dates, carriage returns and line feeds, prototype names as values.
  '2026-02-31',
  '2026-02-30',
  '0000-01-01',
  '9999-12-32',
  'a\rb',
  'Week\r\nX-INJECT:1',
  '\r',
  '\n',
  'constructor',
  'toString',
  '__proto__',
];
/** Keys that name something on every plain object's prototype. */
const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
];
const HOSTILE_PARAMS = [
  'x',
  '0',
  '-1',
  '1e308',
  '%00',
  'a%00b',
  '..%2F..%2Fetc',
  '%E0%A4%A',
  'x'.repeat(3000),
  "1'or'1'='1",
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '%F0%9F%92%A9',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '%0D',
  'a%0Db',
  '%0D%0AX-INJECT:1',
  '%0A',
  '2026-02-31',
  '0000-01-01',
];
/** Every query parameter a route reads (parseQuery schemas and c.req.query calls). */
const QUERY_NAMES = [
  'store',
  'items',
  'day',
  'meal',
  'start',
  'breakfast',
  'lunch',
  'dinner',
  'minutes',
  'planId',
  'state',
  'code',
  'error',
  'callbackURL',
  'limit',
];
const QUERY_VALUES = [
  '%00',
  'a%00b',
  '%0D',
  'a%0Db',
  '%0D%0AX-INJECT:1',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '2026-02-31',
  '0000-01-01',
  '2026-13-45',
  '25:00',
  '1e308',
  '-1',
  '',
  'x'.repeat(3000),
  '%E0',
  'dev-a_1',
  '__proto___1',
];
function hostileQuery(): string {
  const roll = random();
  if (roll < 0.15) return pick(['', '?a=%00', '?limit=1e308', '?__proto__[a]=1', '?%E0']);
  const parts = Array.from(
    { length: 1 + Math.floor(random() * 3) },
    () => `${pick(QUERY_NAMES)}=${pick(QUERY_VALUES)}`,
  );
  return `?${parts.join('&')}`;
}

/** A valid body per route, so that a single bad field reaches deep validation. */
const TEMPLATES: Record<string, Record<string, unknown>> = {
  'POST /api/meal-plans': {
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
  },
  'PUT /api/preferences': {
    cuisinePreferences: ['italian'],
    breakfastPreferences: ['eggs'],
    lunchPreferences: ['salad'],
    dinnerPreferences: ['tacos'],
    dietaryRestrictions: [],
    allergies: [],
    customAllergies: ['kiwi'],
    preferences: { servingSize: 2, budget: 'medium', cookingTime: '30-60' },
  },
  'PUT /api/pantry': { spices: ['salt'], baking: [], condiments: [] },
  'PUT /api/meal-plans/:id/shopping-list': { items: { x: { active: 0 } } },
  'POST /api/meal-plans/:id/list-changes': {
    changes: [{ key: 'x', kind: 'inBasket', value: true, baseVersion: 0 }],
  },
  'POST /api/meal-plans/quote': {
    meals: ['Dinner'],
    store: 'Walmart',
    budgetPreference: 'balanced',
    duration: '1',
    servingsPerMeal: '2',
    pantryItems: { spices: [], baking: [], condiments: [] },
  },
  'POST /api/pantry/foods': { foodId: 'rice', quantity: 1, unit: 'g', bestBefore: '2026-12-31' },
  'PATCH /api/pantry/foods/:id': { quantity: 1, unit: 'g', bestBefore: '2026-12-31' },
  'POST /api/meal-plans/:id/share-links': { kind: 'invite' },
  'PATCH /api/meal-plans/:id': { name: 'My plan' },
  'POST /api/meal-plans/:id/swap': { day: 1, meal: 'dinner' },
  'POST /api/billing/checkout': { interval: 'monthly' },
  'POST /api/user/delete': { userId: 'someone' },
  'POST /api/login/google': { callbackPath: '/auth/callback' },
  'POST /api/auth/update-user': { name: 'Fuzzy', image: 'https://example.com/a.png' },
};

type Target = { method: string; path: string };
type Sent = { method: string; url: string; body: string | undefined; type: string | undefined };

function fillPath(template: string, ids: string[]): string {
  return template
    .replace(/\*$/, pick(['x', 'a/b', '..', '%00']))
    .replace(/:[A-Za-z]+/g, () =>
      random() < 0.4 ? pick(ids) : encodeURIComponent(decodeSafe(pick(HOSTILE_PARAMS))),
    );
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * Map-shaped bodies (a record keyed by what the request sends, or an item key looked up in a
 * map), with a prototype name as the key. Built as text: an object literal with "__proto__"
 * would set the prototype instead of a key.
 */
const MAP_SHAPED: Record<string, (k: string) => string> = {
  'PUT /api/meal-plans/:id/shopping-list': (k) => `{"items":{${JSON.stringify(k)}:{"active":0}}}`,
  'POST /api/meal-plans/:id/list-changes': (k) =>
    `{"changes":[{"key":${JSON.stringify(k)},"kind":"${random() < 0.5 ? 'active' : 'inBasket'}","value":false,"baseVersion":0}]}`,
  'POST /api/meal-plans': (k) =>
    JSON.stringify({ ...TEMPLATES['POST /api/meal-plans'], preferences: { x: 1 } }).replace(
      '"preferences":{"x"',
      `"preferences":{${JSON.stringify(k)}`,
    ),
  'PUT /api/preferences': (k) =>
    JSON.stringify(TEMPLATES['PUT /api/preferences']).replace(
      '"preferences":{"servingSize"',
      `"preferences":{${JSON.stringify(k)}:1,"servingSize"`,
    ),
  'PUT /api/pantry': (k) =>
    `{"spices":["salt"],"baking":[],"condiments":[],${JSON.stringify(k)}:[]}`,
  'POST /api/pantry/foods': (k) => `{"foodId":${JSON.stringify(k)},"quantity":1,"unit":"g"}`,
  'POST /api/pantry/plans/:id/bought': (k) =>
    `{"leftovers":[{"foodId":${JSON.stringify(k)},"grams":1}]}`,
};

function badBody(key: string): { body: string | undefined; type: string | undefined } {
  const template = TEMPLATES[key];
  const mapShaped = MAP_SHAPED[key];
  if (mapShaped && random() < 0.35) {
    return { body: mapShaped(pick(PROTOTYPE_KEYS)), type: 'application/json' };
  }
  const roll = random();
  if (template && roll < 0.6) {
    const fields = Object.keys(template);
    const mutated: Record<string, unknown> = { ...template };
    const field = random() < 0.9 ? pick(fields) : `extra${Math.floor(random() * 9)}`;
    mutated[field] = pick(HOSTILE_VALUES);
    if (random() < 0.3) delete mutated[pick(fields)];
    return { body: JSON.stringify(mutated), type: 'application/json' };
  }
  if (roll < 0.75) return { body: JSON.stringify(pick(HOSTILE_VALUES)), type: 'application/json' };
  if (roll < 0.85) {
    return {
      body: pick(['{', '{"a":', 'nul', '\u0000', '{"a":"\u0000"}', '[1,]', '"\\ud800"', '']),
      type: 'application/json',
    };
  }
  if (roll < 0.92) return { body: 'a=1&b=%00', type: 'application/x-www-form-urlencoded' };
  if (roll < 0.97) return { body: JSON.stringify(template ?? {}), type: 'text/plain' };
  return { body: undefined, type: undefined };
}

async function main() {
  const dataDir = path.join(PROJECT_ROOT, '.test-data', `fuzz-api-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  const database = await startEmbeddedPostgres({ dataDir });
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'development',
    PORT: String(port),
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000',
    RATE_LIMIT_GENERATION_PER_MINUTE: '1000000',
    RATE_LIMIT_SWAP_PER_MINUTE: '1000000',
    RATE_LIMIT_BILLING_PER_MINUTE: '1000000',
    EVENT_STREAMS_PER_PERSON: '1000000',
  });
  const running = await startServer(config, { extend: extendWithCapabilities });
  const failures: Array<Sent & { status: number }> = [];
  const perRoute = new Map<string, { sent: number; statuses: Map<number, number> }>();
  try {
    const base = running.url;
    const me = await signIn(base, { name: 'Fuzz Owner', email: 'fuzz.owner@example.com' });
    const other = await signIn(base, { name: 'Fuzz Other', email: 'fuzz.other@example.com' });
    const ids: string[] = [];
    for (const client of [me, other]) {
      const created = await client.json<{ plan?: { id: string } }>('/api/meal-plans', {
        method: 'POST',
        body: TEMPLATES['POST /api/meal-plans'],
      });
      if (created.body.plan) ids.push(created.body.plan.id);
    }
    // Let the plans generate, so the list routes reach their merge rules, not only "not ready".
    const deadline = Date.now() + 90_000;
    let completed = 0;
    while (Date.now() < deadline) {
      completed = 0;
      for (const [i, id] of ids.entries()) {
        const res = await [me, other][i]!.json<{ status?: string }>(`/api/meal-plans/${id}/status`);
        if (res.body.status === 'completed') completed += 1;
      }
      if (completed === ids.length) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    console.log(`Plans to fuzz: ${ids.length}, completed: ${completed}`);

    const targets: Target[] = running.routes
      .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL')
      .filter((r, i, all) => all.findIndex((o) => o.method === r.method && o.path === r.path) === i)
      // Deleting the account would end the fuzzing session; its body is still fuzzed, and a
      // userId is refused unless it is the caller's.
      .map((r) => ({ method: r.method, path: r.path }));
    targets.push(
      { method: 'GET', path: '/oidc/auth' },
      { method: 'POST', path: '/oidc/token' },
      { method: 'GET', path: '/oidc/interaction/:uid' },
      { method: 'POST', path: '/oidc/interaction/:uid/login' },
      { method: 'GET', path: '/recipe-images/:file' },
    );

    const sessions: Array<TestClient | null> = [me, me, me, other, null];
    // Built first (deterministic for the seed), then sent by a few concurrent senders.
    const requests = Array.from({ length: TOTAL }, (_, i) => {
      const target = targets[i % targets.length]!;
      const key = `${target.method} ${target.path}`;
      const client = pick(sessions);
      // Map-shaped bodies go to the person's own completed plan most of the time, with a clean
      // query, so a prototype key meets the list itself.
      const own = MAP_SHAPED[key] && ids[0] && random() < 0.6;
      // Deleting the fuzzed plans would leave the later requests only "not found".
      const pathIds = key === 'DELETE /api/meal-plans/:id' ? ['x'] : ids;
      const url = own
        ? `${base}${target.path.replace(':id', ids[0]!)}`
        : `${base}${fillPath(target.path, pathIds)}${hostileQuery()}`;
      const hasBody = target.method !== 'GET' && target.method !== 'HEAD';
      const { body, type } = hasBody ? badBody(key) : { body: undefined, type: undefined };
      const headers: Record<string, string> = { origin: base };
      if (type) headers['content-type'] = type;
      if (client) headers.cookie = client.cookieHeader();
      // Never delete the fuzzing people themselves: keep that route's userId foreign.
      const safeBody = key === 'POST /api/user/delete' ? '{"userId":"nobody"}' : body;
      return { key, method: target.method, url, headers, body: safeBody, type };
    });
    let next = 0;
    const sender = async () => {
      while (next < requests.length) {
        const r = requests[next++]!;
        let status: number;
        try {
          const res = await fetch(r.url, {
            method: r.method,
            headers: r.headers,
            body: r.body,
            redirect: 'manual',
            signal: AbortSignal.timeout(15_000),
          });
          status = res.status;
          await res.body?.cancel().catch(() => {});
        } catch (error) {
          status = (error as Error).name === 'TimeoutError' ? 598 : 599;
        }
        const stats = perRoute.get(r.key) ?? { sent: 0, statuses: new Map() };
        stats.sent += 1;
        stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
        perRoute.set(r.key, stats);
        if (status >= 500) {
          failures.push({
            method: r.method,
            url: r.url,
            body: r.body?.slice(0, 200),
            type: r.type,
            status,
          });
        }
      }
    };
    await Promise.all(
      Array.from({ length: Number(process.env.FUZZ_CONCURRENCY ?? 8) }, () => sender()),
    );
  } finally {
    await running.stop();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\nFuzzed ${TOTAL} bad requests over ${perRoute.size} routes (seed ${process.env.FUZZ_SEED ?? 11})\n`,
  );
  console.log('| route | sent | answers |');
  console.log('| --- | ---: | --- |');
  for (const [key, stats] of [...perRoute].sort()) {
    const answers = [...stats.statuses]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s}x${n}`)
      .join(' ');
    console.log(`| ${key} | ${stats.sent} | ${answers} |`);
  }
  console.log(`\n5xx answers: ${failures.length}`);
  for (const f of failures.slice(0, 20)) {
    console.log(`  ${f.status} ${f.method} ${f.url.slice(0, 160)} ${f.type ?? ''} ${f.body ?? ''}`);
  }
  process.exit(failures.length === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
