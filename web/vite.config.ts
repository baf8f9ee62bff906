/**
 * The web app's build: Preact components in TypeScript, bundled by Vite into web/dist, which the service serves
 * at `/` (src/platform/http/web-app.ts). Asset names carry a content hash, so the service can let browsers keep
 * them for a year; index.html itself is never cached.
 */
import path from 'node:path';
import { defineConfig } from 'vite';

const here = import.meta.dirname;

export default defineConfig({
  root: here,
  base: '/',
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: {
    alias: { '@lms/client': path.join(here, '../clients/typescript/src/index.ts') },
  },
  build: {
    outDir: path.join(here, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    assetsDir: 'assets',
    // Large optional parts (the code editor, math, highlighting) are their own chunks, loaded when first shown.
    chunkSizeWarningLimit: 600,
    reportCompressedSize: false,
  },
  logLevel: 'warn',
});
