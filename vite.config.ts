import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './scripts/chunk-groups';
import { pureSchemasPlugin } from './scripts/pure-schemas-plugin';
import { precompressPlugin } from './scripts/precompress-plugin';

// The web app is built into dist/, which the server serves next to the API under /api.
// In development the Vite server forwards /api to that server so cookies stay same-origin.
const groups = chunkGroups();

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    groups.plugin,
    pureSchemasPlugin(),
    // The service worker (src/web/pwa/sw.ts) with Workbox's precache list of this build
    // (docs/decisions/0025-ecosystem-pwa-and-schemas.md). The page registers it itself
    // (src/web/lib/service-worker.ts); the manifest is public/manifest.webmanifest.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/web/pwa',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // Hashed names: a changed file has a new name, so these are fetched as they are
        // (from the browser's HTTP cache when it has them), without a revision parameter.
        dontCacheBustURLsMatching: /^assets\//,
        globPatterns: [
          'index.html',
          'assets/**/*.{js,css}',
          'icons/*.{png,svg}',
          'manifest.webmanifest',
          'favicon.svg',
          'theme-init.js',
        ],
      },
    }),
    precompressPlugin(),
  ],
  resolve: {
    // React Router's package exports only its development build (remix-run/react-router#14102):
    // a production bundle would carry its dev-only checks and warnings, which run on every
    // render. Its production build sits beside it.
    alias:
      command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which files each module needs. The server names a screen's files
    // in its page from it (src/server/http/screen-preloads.ts); bench/page-js-bytes.ts reads it.
    manifest: true,
    commonjsOptions: { strictRequires: 'auto' },
    rollupOptions: {
      output: {
        // React on its own; the signed-in screens in one file; the rest as Rollup splits it
        // (scripts/chunk-groups.ts says why; decision record 0025 measured it again).
        manualChunks: groups.manualChunks,
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: 'http://localhost:3000',
        changeOrigin: false,
        // The server's CSRF check accepts only its own Origin; requests through this local
        // development proxy carry the Vite origin, so they are presented as the server's.
        configure: (proxy) => {
          proxy.on('proxyReq', (proxyReq) => {
            if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', 'http://localhost:3000');
          });
        },
      },
    },
  },
}));
