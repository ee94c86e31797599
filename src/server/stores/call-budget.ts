/**
 * A store API's daily call allowance (walmart.io's affiliate keys, Kroger's 10,000 product
 * calls a day), counted in PostgreSQL per provider and UTC day so that every server and
 * worker process shares one count. A call is taken before it is made; when the day's
 * allowance is spent the provider answers from its cache or says prices are not live today.
 */
import type pg from 'pg';

export interface CallBudget {
  /** True when one more call fits in today's allowance (and counts it). */
  take(provider: string): Promise<boolean>;
}

export class InMemoryCallBudget implements CallBudget {
  private readonly used = new Map<string, number>();
  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  async take(provider: string): Promise<boolean> {
    const key = `${provider}:${new Date(this.now()).toISOString().slice(0, 10)}`;
    const used = this.used.get(key) ?? 0;
    if (used >= this.limit) return false;
    this.used.set(key, used + 1);
    return true;
  }
}

export class PgCallBudget implements CallBudget {
  constructor(
    private readonly pool: pg.Pool,
    private readonly limits: Readonly<Record<string, number>>,
  ) {}

  async take(provider: string): Promise<boolean> {
    const limit = this.limits[provider];
    if (limit === undefined) return true;
    // One statement: insert today's row or add one, only while under the limit.
    const result = await this.pool.query(
      `INSERT INTO store_api_calls (provider, day, calls) VALUES ($1, to_char(now() AT TIME ZONE 'utc', 'YYYY-MM-DD'), 1)
       ON CONFLICT (provider, day) DO UPDATE SET calls = store_api_calls.calls + 1
       WHERE store_api_calls.calls < $2
       RETURNING calls`,
      [provider, limit],
    );
    return (result.rowCount ?? 0) > 0;
  }
}
