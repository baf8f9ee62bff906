// Starts the compiled service (`npm run build` → dist/) as `npm start` does, with the arguments given.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const cli = path.resolve(import.meta.dirname, '..', '..', 'dist', 'src', 'cli.js');
const { main } = await import(pathToFileURL(cli).href);
const code = await main(process.argv.slice(2));
if (code >= 0) process.exitCode = code;
