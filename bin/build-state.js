// Where the compiled service lives and whether it is current; shared by bin/lms.js and scripts/build.mjs.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const DIST = path.join(ROOT, 'dist');
/** The bundled service (scripts/build.mjs): cli.js, the files it loads, and the worker threads' files. */
export const SERVICE_DIR = path.join(DIST, 'service');
/** Which packages each file of the bundle holds (the built-service test reads it). */
export const BUNDLE_MANIFEST = path.join(DIST, 'bundle-manifest.json');
/** Written last by the build: its time is the build's. */
export const BUILD_STAMP = path.join(DIST, 'build.json');
/** What the build compiles, relative to ROOT, and the configuration that shapes the output. */
export const SOURCE_ROOTS = ['src', 'migrations'];
const CONFIG_FILES = ['tsconfig.json', 'package-lock.json', 'scripts/build.mjs'];
/** The web app's sources (every file: components, styles, the page) and what it is built into. */
const WEB_SOURCES = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/tsconfig.json'];
const WEB_BUILT = path.join(ROOT, 'web', 'dist', 'index.html');

/**
 * The files of these directories that end up in dist/: TypeScript and plain JavaScript modules, not tests nor
 * their fixtures. A directory that is not there (an install without the sources) has none.
 */
export function sourceFiles(roots) {
  return roots.flatMap((root) => walk(path.join(ROOT, root)));
}

function walk(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    const isModule = entry.name.endsWith('.ts') || entry.name.endsWith('.mjs');
    const isTest = entry.name.endsWith('.test.ts') || entry.name.includes('.fixture');
    return isModule && !isTest ? [full] : [];
  });
}

/**
 * Why dist/ cannot be run, or undefined when it can: missing, never finished, or older than a source file or the
 * compiler configuration (a checkout or an edit since the last build).
 */
export function staleBuild() {
  let built;
  try {
    built = statSync(BUILD_STAMP).mtimeMs;
  } catch {
    return 'there is no compiled service in dist/';
  }
  const inputs = [
    ...sourceFiles(SOURCE_ROOTS),
    ...CONFIG_FILES.map((file) => path.join(ROOT, file)),
    ...WEB_SOURCES.flatMap((entry) => everyFile(path.join(ROOT, entry))),
  ];
  for (const file of inputs) {
    let changed;
    try {
      changed = statSync(file).mtimeMs;
    } catch {
      continue;
    }
    if (changed > built) return `dist/ is older than ${path.relative(ROOT, file)}`;
  }
  return undefined;
}

/** Why web/dist does not match the web app's sources, or undefined when it does (tests build it when stale). */
export function staleWeb() {
  let built;
  try {
    built = statSync(WEB_BUILT).mtimeMs;
  } catch {
    return 'the web app is not built';
  }
  for (const file of WEB_SOURCES.flatMap((entry) => everyFile(path.join(ROOT, entry)))) {
    if (statSync(file).mtimeMs > built) return `web/dist is older than ${path.relative(ROOT, file)}`;
  }
  return undefined;
}

function everyFile(entry) {
  let stat;
  try {
    stat = statSync(entry);
  } catch {
    return [];
  }
  if (!stat.isDirectory()) return [entry];
  return readdirSync(entry).flatMap((name) => everyFile(path.join(entry, name)));
}
