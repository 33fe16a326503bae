import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { perLanguageCatalogues } from './build/catalogues';
import { precompress } from './build/precompress';
import { quietIcons } from './build/quietIcons';

// The API server (apps/server) listens on 3000 in development and serves dist/ in production.
const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), quietIcons(), perLanguageCatalogues(), precompress()],
  // The dev server pre-bundles dependencies: the icons get the same treatment there.
  optimizeDeps: { rolldownOptions: { plugins: [quietIcons()] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: what each page loads, for the first-load budget (build/firstLoadBytes.ts, npm run bench -- firstload).
    manifest: true,
    // antd is one large vendor chunk by design; the route pages are split off lazily.
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      '/frontend': { target: api, changeOrigin: false },
      '/backend': { target: api, changeOrigin: false },
    },
  },
});
