import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompressPlugin } from './scripts/precompress-plugin';
import { serviceWorkerPlugin } from './scripts/service-worker-plugin';

// The web app is built into dist/, which the server serves next to the API under /api.
// In development the Vite server forwards /api to that server so cookies stay same-origin.
export default defineConfig({
  plugins: [react(), tailwindcss(), serviceWorkerPlugin(), precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // React and the router change less often than the app: their own chunk stays cached
        // across deploys. Every other library goes with the chunks that use it, so a public
        // page does not download the signed-in screens' libraries (issue 14).
        manualChunks(id) {
          if (!id.includes('/node_modules/')) return undefined;
          if (/\/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
          return undefined;
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
