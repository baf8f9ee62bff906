#!/usr/bin/env node
// `npm run build` (also run by `npm ci` through `prepare`): compiles src/ and migrations/ into dist/ with
// tsconfig.build.json (TypeScript rewrites the `.ts` import specifiers to `.js`), copies the plain JavaScript the
// service loads as files (the sandbox's worker thread), builds the web app into web/dist, and stamps the build. A fresh dist/ each time, so a source
// file deleted since the last build leaves nothing behind. bin/lms.js refuses to run a dist/ older than the sources.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BUILD_STAMP, DIST, ROOT, SOURCE_ROOTS, sourceFiles } from '../bin/build-state.js';

rmSync(DIST, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const compiled = spawnSync(process.execPath, [tsc, '-p', path.join(ROOT, 'tsconfig.build.json')], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (compiled.status !== 0) {
  console.error('build: the TypeScript compilation failed');
  process.exit(compiled.status ?? 1);
}
for (const file of sourceFiles(SOURCE_ROOTS)) {
  if (!file.endsWith('.mjs')) continue;
  const target = path.join(DIST, path.relative(ROOT, file));
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(file, target);
}
// The web app, built by the same step (scripts/build-web.mjs).
const web = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build-web.mjs')], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (web.status !== 0) {
  console.error('build: the web app did not build');
  process.exit(web.status ?? 1);
}
writeFileSync(BUILD_STAMP, `${JSON.stringify({ built: new Date().toISOString() })}\n`);
console.log(`build: ${path.relative(process.cwd(), DIST) || DIST} is up to date`);
