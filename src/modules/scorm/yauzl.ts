/**
 * The ZIP reader, for `scorm-zip.ts` to load with the first package opened. yauzl is a CommonJS package, and the
 * bundle (`npm run build`) refuses an `import()` of one: imported here, it is this module's export.
 */
export { default as yauzl } from 'yauzl';
