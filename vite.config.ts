import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // The manifest lets the bundle budget test and the benchmark measure what each page loads.
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 2000 },
  // `npm run dev`: the API runs on 3001 (scripts/dev.mjs).
  server: { proxy: { '/api': `http://localhost:${process.env.API_PORT || 3001}` } },
});
