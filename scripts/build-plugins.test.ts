/** The build's own module grouping and schema annotation (issue 14), on small made-up inputs. */
import type { GetModuleInfo, ModuleInfo } from 'rollup';
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { chunkFor, SIGNED_IN_SCREENS_CHUNK } from './chunk-groups';
import { pureSchemasPlugin } from './pure-schemas-plugin';

const SRC = '/app/src/web';
const LUCIDE = '/app/node_modules/lucide-react/dist/esm';

/** A module graph: id -> static importers, the lazily loaded ids, and imports by name. */
function graph(
  importers: Record<string, string[]>,
  lazy: string[],
  code: Record<string, string> = {},
): GetModuleInfo {
  return (id) =>
    ({
      id,
      isEntry: id === `${SRC}/main.tsx`,
      importers: importers[id] ?? [],
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
  const info = graph(
    {
      [`${SRC}/lib/plan-format.ts`]: [dashboard, plan, settings],
      [`${SRC}/components/ui/dialog.tsx`]: [plan, features],
      [`${SRC}/lib/session.ts`]: [`${SRC}/main.tsx`, dashboard],
      [`${SRC}/lib/billing-api.ts`]: [settings],
      [`${LUCIDE}/lucide-react.mjs`]: [`${SRC}/main.tsx`, dashboard, features],
      [`${LUCIDE}/icons/wallet.mjs`]: [`${LUCIDE}/lucide-react.mjs`],
      [`${LUCIDE}/icons/sun.mjs`]: [`${LUCIDE}/lucide-react.mjs`],
    },
    [dashboard, plan, features, settings],
    {
      [`${SRC}/main.tsx`]: "import { Sun } from 'lucide-react';",
      [dashboard]: "import { WalletIcon } from 'lucide-react';",
      [features]: "import { Sun } from 'lucide-react';",
    },
  );

  it('puts what only signed-in screens use with the dashboard and the plan screen', () => {
    expect(chunkFor(dashboard, info)).toBe(SIGNED_IN_SCREENS_CHUNK);
    expect(chunkFor(plan, info)).toBe(SIGNED_IN_SCREENS_CHUNK);
    expect(chunkFor(`${SRC}/lib/plan-format.ts`, info)).toBe(SIGNED_IN_SCREENS_CHUNK);
    // An icon is placed by the modules that import it by name, not by lucide's index.
    expect(chunkFor(`${LUCIDE}/icons/wallet.mjs`, info)).toBe(SIGNED_IN_SCREENS_CHUNK);
  });

  it('keeps what a public page or the first load uses out of the signed-in file', () => {
    expect(chunkFor(`${SRC}/lib/session.ts`, info)).toBe('index');
    expect(chunkFor(`${LUCIDE}/icons/sun.mjs`, info)).toBe('index');
    expect(chunkFor(`${SRC}/components/ui/dialog.tsx`, info)).toMatch(/^shared-[0-9a-f]{8}$/);
    expect(chunkFor(features, info)).toBe('features-page');
    expect(chunkFor(`${SRC}/lib/billing-api.ts`, info)).toBe('settings-route');
    expect(chunkFor('/app/node_modules/react-dom/client.js', info)).toBe('react');
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
        'export const a = z.object({ b: z.string() }).strict();',
        'const LIMIT = 80;',
        'export function f() { return z.string(); }',
      ].join('\n'),
      '/app/src/shared/meal-plan.ts',
    )!.code;
    expect(out).toContain(
      'export const a = /* @__PURE__ */ (() => z.object({ b: z.string() }).strict())();',
    );
    expect(out).toContain('const LIMIT = 80;');
    expect(out).toContain('export function f() { return z.string(); }');
  });

  it('leaves other modules and tests alone', () => {
    expect(run('const a = f();', '/app/src/web/lib/x.ts')).toBeNull();
    expect(run('const a = f();', '/app/src/shared/x.test.ts')).toBeNull();
  });
});
