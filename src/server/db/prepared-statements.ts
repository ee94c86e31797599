/**
 * Repeated statements are prepared once per connection (issue 33). node-postgres sends a
 * statement with parameters as an unnamed prepared statement, which PostgreSQL parses,
 * analyses and plans on every execution; the same text under a name is parsed once per
 * connection and its plan kept. Generating one plan sends about forty statements of a few
 * dozen texts: named, a simple read costs the database about half the CPU it did
 * (bench/generation-statements.ts; decision 0026).
 *
 * Only statements with parameters are named (a statement without them may hold several
 * commands, which a prepared statement cannot), and only the first MAX_NAMED_TEXTS texts a
 * process sends: a text built per call (a list of n placeholders) cannot grow every
 * connection's statements without end.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

export const MAX_NAMED_TEXTS = 200;

const names = new Map<string, string>();
/** Texts whose prepared form PostgreSQL refused (see `forgetStatement`): sent unnamed. */
const refused = new Set<string>();

/** The name a statement's text is prepared under, or undefined once the budget is spent. */
export function statementName(text: string): string | undefined {
  if (refused.has(text)) return undefined;
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED_TEXTS) return known;
  // The text's hash: the same text gets the same name in every process and connection.
  const name = `pp_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  names.set(text, name);
  return name;
}

/**
 * A prepared statement whose tables changed shape under it (a migration during a rolling
 * deploy) fails with "cached plan must not change result type" on every execution: PostgreSQL
 * re-plans a prepared statement after a schema change, but never changes its result columns.
 * That one execution fails; the text is sent unnamed from then on.
 */
export function forgetStatement(text: string, error: unknown): void {
  if ((error as { code?: unknown } | null)?.code === '0A000') refused.add(text);
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

function hasValues(values: unknown): boolean {
  return Array.isArray(values) && values.length > 0;
}

/** The query's arguments with a name added when the statement should be prepared. */
export function namedArguments(args: unknown[]): unknown[] {
  const [first, second, ...rest] = args;
  if (typeof first === 'string') {
    if (!hasValues(second)) return args;
    const name = statementName(first);
    return name ? [{ text: first, name }, second, ...rest] : args;
  }
  if (first === null || typeof first !== 'object') return args;
  const config = first as QueryConfig;
  // A Submittable (a cursor, a stream) and a statement already named are left as they are.
  if (typeof config.submit === 'function' || config.name || typeof config.text !== 'string') {
    return args;
  }
  if (!hasValues(Array.isArray(second) ? second : config.values)) return args;
  const name = statementName(config.text);
  return name ? [{ ...config, name }, second, ...rest] : args;
}

/** pg's Client, preparing repeated statements (a pool's `Client` option). */
export class PreparingClient extends pg.Client {
  // pg's overloads cannot be restated one by one; the arguments pass through unchanged but
  // for the name.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const named = namedArguments(args);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const run = (a: unknown[]) => (super.query as (...a: unknown[]) => any)(...a);
    if (named === args) return run(args);
    const text = (named[0] as { text: string }).text;
    const last = named.length - 1;
    const callback = named[last];
    if (typeof callback === 'function') {
      named[last] = (error: unknown, result: unknown) => {
        if (error) forgetStatement(text, error);
        (callback as (e: unknown, r: unknown) => void)(error, result);
      };
      return run(named);
    }
    const result = run(named) as Promise<unknown>;
    result.catch((error: unknown) => forgetStatement(text, error));
    return result;
  }
}
