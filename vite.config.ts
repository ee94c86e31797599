import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { serviceWorkerPlugin } from './scripts/service-worker-plugin';

// The web app is built into dist/, which the server serves next to the API under /api.
// In development the Vite server forwards /api to that server so cookies stay same-origin.
export default defineConfig({
  plugins: [react(), tailwindcss(), serviceWorkerPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        // By module path (not package entry) so tree-shaking still drops unused icons.
        manualChunks(id) {
          if (!id.includes('/node_modules/')) return undefined;
          if (/\/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
          if (/\/node_modules\/(@tanstack|zod)\//.test(id)) return 'data';
          return 'vendor';
        },
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
});
