#!/usr/bin/env node
// The `lms` command. Registers the TypeScript loader, then hands over to src/cli.ts.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
const code = await main(process.argv.slice(2));
if (code >= 0) process.exitCode = code;
