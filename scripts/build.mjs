#!/usr/bin/env node
// `npm run build` (also run by `npm ci` through `prepare`): bundles the service (src/ and migrations/ with the
// packages they import) into dist/service with esbuild, copies the plain JavaScript the service starts as worker
// threads beside it, writes what each bundle file holds, builds the web app into web/dist, and stamps the build.
// A fresh dist/ each time, so nothing of an earlier build is left. bin/lms.js refuses to run a dist/ older than the
// sources. Why a bundle, what stays out of it and why: docs/architecture.md, "Build, start-up and memory".
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';
import {
  BUILD_STAMP,
  BUNDLE_MANIFEST,
  DIST,
  ROOT,
  SERVICE_DIR,
  SOURCE_ROOTS,
  sourceFiles,
} from '../bin/build-state.js';

/**
 * Packages loaded from node_modules rather than bundled: native addons (their compiled part is a file of their
 * own), packages that read files of their own package at run time, and the PostgreSQL client, which
 * src/platform/db loads through `require` when a PostgreSQL database opens (and whose helpers it reaches by path).
 */
const EXTERNAL = [
  'better-sqlite3',
  '@node-rs/argon2',
  'pg',
  'pg-native',
  // Serves the documentation UI's static files from its own folder.
  '@fastify/swagger-ui',
  // ws's optional native speed-ups, absent unless installed.
  'bufferutil',
  'utf-8-validate',
];

/**
 * Bundled packages whose code names its own location (`__dirname`, `require.resolve`, `import.meta`), which in a
 * bundle is not theirs. Each is here because that code never runs in the service or only supplies a default
 * the service overrides; any other such package fails the build, to be judged and listed here or in EXTERNAL.
 */
const SELF_LOCATING = {
  'node_modules/@fastify/swagger/lib/util/read-package-json.js':
    "defaults for the document's info, which openapi.ts always sets; the failed read is caught",
  'node_modules/pino/lib/transport.js':
    'log transports on worker threads; the logger writes to stdout instead',
  'node_modules/thread-stream/index.js': "the worker threads of pino's transports, unused likewise",
  'node_modules/undici/index.js': "its own file name, for fetch's stack traces, and it copes without one",
};

rmSync(DIST, { recursive: true, force: true });
const result = await build({
  entryPoints: {
    cli: path.join(ROOT, 'src', 'cli.ts'),
    // The code sandbox on its own, so a test can prove the compiled runner finds its worker (built-service test).
    'code-runner': path.join(ROOT, 'src', 'modules', 'assignments', 'code-runner', 'quickjs-runner.ts'),
  },
  absWorkingDir: ROOT,
  outdir: SERVICE_DIR,
  bundle: true,
  // Parts the service imports when first used (import()) become files of their own, loaded then.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: EXTERNAL,
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: true,
  // Bundled CommonJS packages call require() for Node's modules and for the externals.
  banner: {
    js: "import { createRequire as createRequire$ } from 'node:module';\nconst require = createRequire$(import.meta.url);",
  },
  metafile: true,
  logLevel: 'warning',
});
// A warning (a require() esbuild cannot follow, an import that names nothing) is a part that may not work in the
// bundle: printed above, and the build stops.
if (result.warnings.length > 0) {
  console.error(
    `build: esbuild warned ${result.warnings.length} time(s); no build stamp, so bin/lms.js refuses it`,
  );
  process.exit(1);
}

const selfLocating = Object.keys(result.metafile.inputs).filter(
  (input) =>
    input.includes('node_modules/') &&
    /__dirname|__filename|require\.resolve|import\.meta/.test(readFileSync(path.join(ROOT, input), 'utf8')),
);
const unjudged = selfLocating.filter((input) => !(input in SELF_LOCATING));
if (unjudged.length > 0) {
  console.error(
    `build: these bundled files look for files beside themselves, which a bundle moves:\n  ${unjudged.join('\n  ')}\n` +
      'Make their package external or say in SELF_LOCATING (scripts/build.mjs) why it does no harm.',
  );
  process.exit(1);
}

// `import('pkg')` of a CommonJS package gives, in a bundle, its default export only (esbuild follows Node, whose
// named exports of CommonJS come from a source scan the bundle does not make): code that names its exports would
// find them undefined. Such a package is imported by a module of ours that names what it uses, and loaded through
// that module (src/platform/http/undici.ts).
const lazyCommonJs = Object.entries(result.metafile.inputs).flatMap(([file, input]) =>
  file.includes('node_modules/')
    ? []
    : input.imports
        .filter(
          (record) =>
            record.kind === 'dynamic-import' && result.metafile.inputs[record.path]?.format === 'cjs',
        )
        .map((record) => `${file}: import('${record.original}')`),
);
if (lazyCommonJs.length > 0) {
  console.error(
    `build: import() of CommonJS packages, which a bundle gives as a default export only:\n  ${lazyCommonJs.join('\n  ')}\n` +
      'Import each from a module of ours that names what it uses, and import() that module (src/platform/http/undici.ts).',
  );
  process.exit(1);
}

// Worker threads are started from files (new URL('./x.mjs', import.meta.url)): beside the bundle, one folder.
for (const file of sourceFiles(SOURCE_ROOTS)) {
  if (!file.endsWith('.mjs')) continue;
  const target = path.join(SERVICE_DIR, path.basename(file));
  if (existsSync(target)) {
    console.error(`build: two worker files named ${path.basename(file)}; bundled workers share one folder`);
    process.exit(1);
  }
  copyFileSync(file, target);
}

// What each file of the bundle holds, by package (`.` for the service's own code): the built-service test
// tells from it which packages a running service has loaded.
const manifest = {};
for (const [output, { inputs }] of Object.entries(result.metafile.outputs)) {
  if (!output.endsWith('.js')) continue;
  const packages = new Set(
    Object.keys(inputs).map((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1] ?? '.'),
  );
  manifest[path.basename(output)] = [...packages].sort();
}
mkdirSync(path.dirname(BUNDLE_MANIFEST), { recursive: true });
writeFileSync(BUNDLE_MANIFEST, `${JSON.stringify(manifest, null, 1)}\n`);

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
