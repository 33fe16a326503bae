import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { perLanguageCatalogues } from './build/catalogues';
import { precompress } from './build/precompress';

// The API server (apps/server) listens on 3000 in development and serves dist/ in production.
const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), perLanguageCatalogues(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
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
