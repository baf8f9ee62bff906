#!/usr/bin/env node
// The `lms` command on the TypeScript sources, through the tsx loader (a development dependency): `npm run dev`
// and the tests, which so never run an old build. Operators run bin/lms.js, the compiled service.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
const code = await main(process.argv.slice(2));
if (code >= 0) process.exitCode = code;
