import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * ra-core's default router adapter creates a hash router when the app brings none, and so carries
 * react-router's data router (about 19 KB gzip). This app brings its own <BrowserRouter>: the build
 * swaps in the same adapter without that fallback, and fails if ra-core no longer has the module.
 */
function browserRouterOnly(): Plugin {
  const replacement = fileURLToPath(new URL('src/routing/browserRouterProvider.tsx', import.meta.url));
  let swapped = 0;
  return {
    name: 'drm:browser-router-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        !importer?.includes('/node_modules/ra-core/') ||
        !source.endsWith('/adapters/reactRouterProvider.js')
      )
        return null;
      swapped += 1;
      return replacement;
    },
    buildEnd(error) {
      if (!error && swapped === 0) this.error('ra-core no longer imports adapters/reactRouterProvider.js');
    },
  };
}

export default defineConfig({
  plugins: [react(), browserRouterOnly()],
  resolve: {
    alias: { 'object.entries': fileURLToPath(new URL('src/vendor/objectEntries.cjs', import.meta.url)) },
  },
  // The manifest lets the bundle budget test and the benchmark measure what each page loads.
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 2000 },
  // `npm run dev`: the API runs on 3001 (scripts/dev.mjs).
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT || 3001}` } },
});
