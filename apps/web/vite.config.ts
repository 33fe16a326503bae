import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { perLanguageCatalogues } from './build/catalogues';
import { precompress } from './build/precompress';

// The API server (apps/server) listens on 3000 in development and serves dist/ in production.
const api = 'http://localhost:3000';

export default defineConfig({
  // build/quietIcons.ts (icons aria-hidden unless labelled) is not switched on yet: antd's icon-only buttons (the
  // pagination arrows, icon buttons in lists) still take their only accessible name from the icon; see
  // docs/customer-experience.md. Switching it on: add quietIcons() here and to optimizeDeps.rolldownOptions.plugins.
  plugins: [react(), perLanguageCatalogues(), precompress()],
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
