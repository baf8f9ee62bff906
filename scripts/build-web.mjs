#!/usr/bin/env node
// `npm run build:web` (part of `npm run build`, so of `npm ci`): bundles the web app (web/) with Vite into
// web/dist, then writes a Brotli and a gzip twin of each asset, which the service sends to browsers that accept
// them (src/platform/http/web-app.ts). Prints the size of the first load: the JavaScript and CSS index.html
// names, compressed as they travel.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { ROOT } from '../bin/build-state.js';

const webRoot = path.join(ROOT, 'web');
const dist = path.join(webRoot, 'dist');

await build({ configFile: path.join(webRoot, 'vite.config.ts') });
// The stand-in runtime API that every page of a SCORM package loads first (web/src/scorm-bridge.ts): one classic
// script at a fixed address, since the service writes its tag into the package's pages as it serves them.
await build({
  configFile: false,
  root: webRoot,
  logLevel: 'warn',
  publicDir: false,
  build: {
    outDir: dist,
    emptyOutDir: false,
    target: 'es2020',
    reportCompressedSize: false,
    lib: {
      entry: path.join(webRoot, 'src', 'scorm-bridge.ts'),
      formats: ['iife'],
      name: 'LmsScormBridge',
      fileName: () => 'scorm-bridge.js',
    },
  },
});

const COMPRESSIBLE = /\.(js|css|html|svg|json|map|ttf)$/;
const sizes = new Map();
for (const name of readdirSync(path.join(dist, 'assets'))) {
  const file = path.join(dist, 'assets', name);
  if (!COMPRESSIBLE.test(name) || statSync(file).size < 1024) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  sizes.set(`/assets/${name}`, { raw: body.length, br: br.length });
}

const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
const firstLoad = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
let raw = 0;
let compressed = 0;
for (const url of firstLoad) {
  const size = sizes.get(url) ?? {
    raw: statSync(path.join(dist, url)).size,
    br: statSync(path.join(dist, url)).size,
  };
  raw += size.raw;
  compressed += size.br;
}
console.log(
  `build: web/dist is up to date; first load ${firstLoad.length} files, ${(raw / 1024).toFixed(1)} KiB, ` +
    `${(compressed / 1024).toFixed(1)} KiB with Brotli`,
);
