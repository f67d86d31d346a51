import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@infragen/contracts': fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url)),
      // The one engine package the browser runs: files out of a streaming answer.
      '@infragen/iac-extract': fileURLToPath(new URL('../../libs/iac-extract/src/index.ts', import.meta.url)),
      // The Diagram tab's worker: the checker's parsers, graph and layout (its own chunk).
      '@infragen/iac-checker/graph': fileURLToPath(
        new URL('../../libs/iac-checker/src/graph/index.ts', import.meta.url),
      ),
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/socket.io': { target: 'http://127.0.0.1:3000', ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
