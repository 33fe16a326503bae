import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { perLanguageCatalogues } from './build/catalogues';
import { chunkGroups } from './build/chunkGroups';
import { precompress } from './build/precompress';
import { quietIcons } from './build/quietIcons';
import { headScript } from './build/headScript';
import { bootShell } from './build/bootShell';
import { routeTable } from './build/routeTable';

// The API server (apps/server) listens on 3000 in development and serves dist/ in production.
const api = 'http://localhost:3000';

export default defineConfig({
  // build/quietIcons.ts: antd's icons are aria-hidden unless labelled (every icon-only button carries its own name in
  // the user's language); also in the dev server's pre-bundling of antd (docs/customer-experience.md).
  // build/headScript.ts: index.html's first script does spec section 2's reload once per tab before the entry loads,
  // and otherwise starts the shell's file and the language's catalogue beside the entry on a signed-in page.
  // build/bootShell.ts: /login's and the workbench's first view drawn from index.html before the JavaScript arrives.
  plugins: [react(), headScript(), bootShell(import.meta.dirname), quietIcons(), perLanguageCatalogues(), routeTable(import.meta.dirname), precompress()],
  optimizeDeps: { rolldownOptions: { plugins: [quietIcons()] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: what each page loads, for the first-load budget (build/firstLoadBytes.ts, npm run bench -- firstload).
    manifest: true,
    // antd is one large vendor chunk by design; the route pages are split off lazily.
    chunkSizeWarningLimit: 1500,
    // No gzip size per chunk in the build's report: it compressed every chunk once more, beside build/precompress.ts
    // (issue 18: the web build runs beside a fresh clone's first start).
    reportCompressedSize: false,
    // Fewer, larger files: the entry's modules in one, the signed-in shell's in another (build/chunkGroups.ts).
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups(import.meta.dirname) } } },
  },
  server: {
    proxy: {
      '/frontend': { target: api, changeOrigin: false },
      '/backend': { target: api, changeOrigin: false },
    },
  },
});
