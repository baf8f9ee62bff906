#!/usr/bin/env -S node --max-semi-space-size=8
// The `lms` command: runs the compiled service in dist/ (built by `npm run build`, which `npm ci` runs), with no
// TypeScript loader. A missing or out-of-date build stops here with what to do, rather than running old code;
// `npm run dev` (bin/lms-dev.js) runs the sources instead. Node's flag, here and in `npm start`: V8's young
// generation at 8 MiB a half instead of 16, which keeps an idle server about 12 MiB smaller (docs/architecture.md).
import { staleBuild } from './build-state.js';

const stale = staleBuild();
if (stale !== undefined) {
  console.error(
    `lms: ${stale}. Run \`npm run build\` (or \`npm ci\`) first, or \`npm run dev -- <command>\` to run the sources.`,
  );
  process.exit(2);
}
const { main } = await import('../dist/service/cli.js');
const code = await main(process.argv.slice(2));
if (code >= 0) process.exitCode = code;
