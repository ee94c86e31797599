/**
 * Writes dist/screen-preloads.json: for each screen the router loads on demand, the script and
 * style files it needs beyond the first page's. The server names them in the page it sends
 * (src/server/http/screen-preloads.ts), so a screen opened directly downloads its code beside
 * the first page's instead of after it: one round trip less on a phone network (issue 14).
 */
import path from 'node:path';
import type { OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import type { ScreenFileList } from '../src/server/http/screen-preloads';

/** The screens' modules: the files routes.tsx loads lazily. */
const SCREEN_MODULE = /^src\/web\/features\/.+-(route|page)\.tsx$/;

export function screenPreloadsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'pantrypilot-screen-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: OutputChunk): string[] => {
        const files: string[] = [];
        const visit = (file: string) => {
          if (files.includes(file)) return;
          files.push(file);
          for (const dependency of byFile.get(file)?.imports ?? []) visit(dependency);
        };
        visit(start.fileName);
        return files;
      };
      const firstLoad = new Set(chunks.filter((c) => c.isEntry).flatMap(closure));
      const screens: Record<string, ScreenFileList> = {};
      for (const chunk of chunks) {
        for (const id of chunk.moduleIds) {
          const module = path.relative(root, id).split(path.sep).join('/');
          if (!SCREEN_MODULE.test(module)) continue;
          const files = closure(chunk).filter((file) => !firstLoad.has(file));
          screens[module] = {
            scripts: files.map((file) => `/${file}`),
            styles: files.flatMap((file) =>
              [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`),
            ),
          };
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: 'screen-preloads.json',
        source: `${JSON.stringify(screens, null, 2)}\n`,
      });
    },
  };
}
