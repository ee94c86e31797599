/** The build's own module grouping and schema annotation (issue 14), on small made-up inputs. */
import type { GetModuleInfo, ModuleInfo } from 'rollup';
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { assignChunks, SIGNED_IN_SCREENS_CHUNK } from './chunk-groups';
import { pureSchemasPlugin } from './pure-schemas-plugin';

const SRC = '/app/src/web';
const LUCIDE = '/app/node_modules/lucide-react/dist/esm';

const MAIN = `${SRC}/main.tsx`;

/** A module graph: id -> the ids it imports; the lazily loaded ids; imports by name. */
function graph(
  imports: Record<string, string[]>,
  lazy: string[],
  code: Record<string, string> = {},
): GetModuleInfo {
  return (id) =>
    ({
      id,
      isEntry: id === MAIN,
      importedIds: imports[id] ?? [],
      dynamicImporters: lazy.includes(id) ? [`${SRC}/app/routes.tsx`] : [],
      exportedBindings: id.endsWith('/lucide-react.mjs')
        ? { './icons/wallet.mjs': ['Wallet', 'WalletIcon'], './icons/sun.mjs': ['Sun'] }
        : null,
      ast: code[id] ? parseAst(code[id]) : null,
    }) as unknown as ModuleInfo;
}

describe('chunk groups', () => {
  const dashboard = `${SRC}/features/dashboard/dashboard-route.tsx`;
  const plan = `${SRC}/features/meal-plan/meal-plan-route.tsx`;
  const features = `${SRC}/features/marketing/features-page.tsx`;
  const settings = `${SRC}/features/settings/settings-route.tsx`;
  const lucide = `${LUCIDE}/lucide-react.mjs`;
  const imports: Record<string, string[]> = {
    [MAIN]: [`${SRC}/lib/session.ts`, lucide, '/app/node_modules/react-dom/client.js'],
    [dashboard]: [`${SRC}/lib/plan-format.ts`, `${SRC}/lib/session.ts`, lucide],
    [plan]: [`${SRC}/lib/plan-format.ts`, `${SRC}/components/ui/dialog.tsx`],
    [features]: [`${SRC}/components/ui/dialog.tsx`, lucide],
    [settings]: [`${SRC}/lib/plan-format.ts`, `${SRC}/lib/billing-api.ts`],
    [lucide]: [`${LUCIDE}/icons/wallet.mjs`, `${LUCIDE}/icons/sun.mjs`],
  };
  const files = assignChunks(
    [...new Set([...Object.keys(imports), ...Object.values(imports).flat()])],
    graph(imports, [dashboard, plan, features, settings], {
      [MAIN]: "import { Sun } from 'lucide-react';",
      [dashboard]: "import { WalletIcon } from 'lucide-react';",
      [features]: "import { Sun } from 'lucide-react';",
    }),
  );

  it('puts what only signed-in screens use with the dashboard and the plan screen', () => {
    expect(files.get(dashboard)).toBe(SIGNED_IN_SCREENS_CHUNK);
    expect(files.get(plan)).toBe(SIGNED_IN_SCREENS_CHUNK);
    expect(files.get(`${SRC}/lib/plan-format.ts`)).toBe(SIGNED_IN_SCREENS_CHUNK);
    // An icon is placed by the modules that import it by name, not by lucide's index.
    expect(files.get(`${LUCIDE}/icons/wallet.mjs`)).toBe(SIGNED_IN_SCREENS_CHUNK);
  });

  it('keeps what a public page or the first load uses out of the signed-in file', () => {
    expect(files.get(`${SRC}/lib/session.ts`)).toBe('index');
    expect(files.get(`${LUCIDE}/icons/sun.mjs`)).toBe('index');
    expect(files.get(`${SRC}/components/ui/dialog.tsx`)).toMatch(/^shared-[0-9a-f]{8}$/);
    expect(files.get(features)).toBe('features-page');
    expect(files.get(`${SRC}/lib/billing-api.ts`)).toBe('settings-route');
    expect(files.get('/app/node_modules/react-dom/client.js')).toBe('react');
  });
});

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
