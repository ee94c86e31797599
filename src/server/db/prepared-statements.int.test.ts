/**
 * Repeated statements are prepared once per connection (issue 33), as PostgreSQL itself
 * reports them (pg_prepared_statements), through the app's pool and drizzle.
 */
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { namedArguments, statementName } from './prepared-statements';
import * as schema from './schema';
import { users } from './schema';
import { createTestDatabase } from '../test-support/test-database';

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
});
afterAll(async () => {
  await drop();
});

async function prepared(client: { query: Database['$client']['query'] }): Promise<string[]> {
  const { rows } = await client.query<{ statement: string }>(
    'select statement from pg_prepared_statements order by statement',
  );
  return rows.map((r) => r.statement);
}

describe('statements prepared once per connection', () => {
  it('a statement with parameters is prepared under its text, once, and answers as before', async () => {
    const client = await db.$client.connect();
    try {
      const text = 'select $1::int + 1 as n';
      for (let i = 0; i < 3; i++) {
        const { rows } = await client.query<{ n: number }>(text, [i]);
        expect(rows[0]!.n).toBe(i + 1);
      }
      expect((await prepared(client)).filter((s) => s === text)).toHaveLength(1);
      // The callback form still answers.
      const viaCallback = await new Promise<number>((resolve, reject) =>
        client.query('select $1::int * 2 as n', [21], (error, result) =>
          error ? reject(error) : resolve((result.rows[0] as { n: number }).n),
        ),
      );
      expect(viaCallback).toBe(42);
    } finally {
      client.release();
    }
  });

  it('drizzle reads are prepared too, and statements without parameters are not', async () => {
    await db.insert(users).values({ id: 'prep-1', name: 'Prep', email: 'prep@example.com' });
    const client = await db.$client.connect();
    try {
      const onOne = drizzle(client, { schema });
      for (let i = 0; i < 2; i++) {
        const [row] = await onOne
          .select({ name: users.name })
          .from(users)
          .where(eq(users.id, 'prep-1'));
        expect(row!.name).toBe('Prep');
      }
      await client.query('select 12345 as without_parameters');
      const statements = await prepared(client);
      expect(statements.filter((s) => s.includes('from "users"'))).toHaveLength(1);
      expect(statements.some((s) => s.includes('without_parameters'))).toBe(false);
    } finally {
      client.release();
    }
  });

  it('a statement whose table changed shape under it fails once, then runs unprepared', async () => {
    const client = await db.$client.connect();
    try {
      await client.query('create table prep_shape (a int)');
      await client.query('insert into prep_shape values (1)');
      const text = 'select * from prep_shape where a = $1';
      expect((await client.query(text, [1])).rows).toEqual([{ a: 1 }]);
      // A migration of a rolling deploy: PostgreSQL will not change the prepared result's columns.
      await client.query('alter table prep_shape add column b int');
      await expect(client.query(text, [1])).rejects.toMatchObject({ code: '0A000' });
      expect((await client.query(text, [1])).rows).toEqual([{ a: 1, b: null }]);
      expect(statementName(text)).toBeUndefined();
    } finally {
      client.release();
    }
  });

  it('names depend only on the text; a cursor-like query or an already named one is left alone', () => {
    const name = statementName('select $1');
    expect(name).toMatch(/^pp_[0-9a-f]{24}$/);
    expect(statementName('select $1')).toBe(name);
    expect(statementName('select $2')).not.toBe(name);
    expect(namedArguments(['select $1', [1]])[0]).toEqual({ text: 'select $1', name });
    expect(namedArguments(['select 1'])).toEqual(['select 1']);
    const named = { text: 'select $1', name: 'mine', values: [1] };
    expect(namedArguments([named])[0]).toBe(named);
    const submittable = { text: 'select $1', values: [1], submit: () => {} };
    expect(namedArguments([submittable])[0]).toBe(submittable);
    const config = { text: 'select $1', values: [1], rowMode: 'array' };
    expect(namedArguments([config])[0]).toEqual({ ...config, name });
    expect(config).not.toHaveProperty('name');
  });
});
