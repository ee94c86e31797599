/** The build's schema annotation (issue 14), on small made-up inputs. */
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { pureSchemasPlugin } from './pure-schemas-plugin';

describe('pure schemas', () => {
  type Transform = (
    this: { parse: typeof parseAst },
    code: string,
    id: string,
  ) => { code: string } | null;
  const transform = pureSchemasPlugin().transform as unknown as Transform;
  const run = (code: string, id: string) => transform.call({ parse: parseAst }, code, id);

  it('wraps top-level calls of shared modules so unused ones can be dropped', () => {
    const out = run(
      [
        'export const a = buildLabels();',
        'const LIMIT = 80;',
        'export function f() { return z.string(); }',
      ].join('\n'),
      '/app/src/shared/meal-plan.ts',
    )!.code;
    expect(out).toContain('export const a = /* @__PURE__ */ (() => buildLabels())();');
    expect(out).not.toContain('lazy-schema');
    expect(out).toContain('const LIMIT = 80;');
    expect(out).toContain('export function f() { return z.string(); }');
  });

  it('builds a kept schema at its first use', () => {
    const out = run(
      [
        'export const itemSchema = z.object({ b: z.string() });',
        'const fields = z.object({ c: itemSchema }).strict();',
        'const LIMIT = 80;',
      ].join('\n'),
      '/app/src/shared/meal-plan.ts',
    )!.code;
    expect(out).toContain("import { lazySchema as __lazySchema } from './lazy-schema';");
    expect(out).toContain(
      'export const itemSchema = /* @__PURE__ */ __lazySchema(() => z.object({ b: z.string() }));',
    );
    // A helper schema not named …Schema, built from z, waits too.
    expect(out).toContain(
      'const fields = /* @__PURE__ */ __lazySchema(() => z.object({ c: itemSchema }).strict());',
    );
    expect(run('export const x = f();', '/app/src/shared/lazy-schema.ts')).toBeNull();
  });

  it('leaves other modules and tests alone', () => {
    expect(run('const a = f();', '/app/src/web/lib/x.ts')).toBeNull();
    expect(run('const a = f();', '/app/src/shared/x.test.ts')).toBeNull();
  });
});
