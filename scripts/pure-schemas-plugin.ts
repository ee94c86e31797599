/**
 * Lets the build drop the shared schemas the web app never uses (issue 14). src/shared/*.ts
 * define the API's zod schemas next to the constants and helpers both sides use; zod builds a
 * schema when its module loads, and a bundler must keep every call it cannot prove harmless,
 * so a phone built all ~330 of them (the server's request checks too) before the dashboard
 * or a plan could show: the largest piece of the signed-in screens' first long task.
 *
 * A schema definition is a call with no effect but its value, so each top-level
 * `const x = <call>` of those modules is wrapped as `/* @__PURE__ *\/ (() => <call>)()`: the
 * same value at the same moment, which Rollup drops when nothing imports it.
 *
 * A schema that is kept (`const xSchema = <call>`, the modules' naming rule, or any
 * `const x = z.…(…)`) is also built only when first used:
 * `/* @__PURE__ *\/ lazySchema(() => <call>)` (src/shared/lazy-schema.ts). The screens import
 * many for their forms and changes, and use a few as a page opens; a helper schema built
 * eagerly (the plan form's fields) built every schema it names with it.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const SHARED_MODULE = /\/src\/shared\/[^/]+\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  name?: string;
  declaration?: Node | null;
  declarations?: { id: Node; init?: Node | null }[];
  callee?: Node;
  object?: Node;
}

/** The name a call chain starts from: `z` in `z.string().trim().min(1)`. */
function chainRoot(node: Node | undefined): string | undefined {
  let n = node;
  while (n) {
    if (n.type === 'Identifier') return n.name;
    n =
      n.type === 'CallExpression' ? n.callee : n.type === 'MemberExpression' ? n.object : undefined;
  }
  return undefined;
}

function isSchema(name: Node, init: Node): boolean {
  return (name.type === 'Identifier' && !!name.name?.endsWith('Schema')) || chainRoot(init) === 'z';
}

const LAZY_HELPER = '__lazySchema';

export function pureSchemasPlugin(): Plugin {
  return {
    name: 'pantrypilot-pure-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!SHARED_MODULE.test(id) || id.endsWith('.test.ts') || id.endsWith('/lazy-schema.ts')) {
        return null;
      }
      const program = this.parse(code) as unknown as { body: Node[] };
      const out = new MagicString(code);
      let lazy = false;
      for (const statement of program.body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { id: name, init } of declaration.declarations ?? []) {
          if (init?.type !== 'CallExpression') continue;
          if (isSchema(name, init)) {
            lazy = true;
            out.prependLeft(init.start, `/* @__PURE__ */ ${LAZY_HELPER}(() => `);
            out.appendRight(init.end, ')');
          } else {
            out.prependLeft(init.start, '/* @__PURE__ */ (() => ');
            out.appendRight(init.end, ')()');
          }
        }
      }
      if (lazy) out.prepend(`import { lazySchema as ${LAZY_HELPER} } from './lazy-schema';\n`);
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
