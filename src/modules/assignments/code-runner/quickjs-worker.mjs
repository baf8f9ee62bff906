// @ts-check
/* global WebAssembly */
/**
 * The worker thread behind QuickJsRunner [CONTRACT 8]. Plain JavaScript on purpose: a worker does not inherit the
 * tsx loader that runs the rest of the service, and this file must load the same way under `lms serve`, tests
 * and plain `node`.
 *
 * Every job gets a brand-new QuickJS instance in a brand-new WebAssembly memory (about 1 ms; the compiled module
 * is shared), so nothing of one learner's run can be seen by, or break, the next one. Why a fresh memory and not
 * only a fresh QuickJS runtime: `runtime.setMemoryLimit` does not count bytes in this build (quickjs-emscripten
 * issues #255 and #271: `malloc_usable_size` is 0 under Emscripten, so only single allocations larger than the
 * limit fail), and a runaway program would grow the linear memory up to 2 GB. The memory we pass in has a
 * `maximum`, so growing past the limit fails inside the engine and the program gets "out of memory".
 *
 * Protocol: the worker posts `{type: 'ready'}` once the module is compiled, then answers each
 * `{id, source, stdin, limits, maxStackBytes}` with `{type: 'result', id, status, stdout, message?}`, where status
 * is ok | error | timeout | memory_limit | output_limit (the main thread words the limit messages), or
 * unavailable when the sandbox itself could not be set up.
 */
import { Buffer } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import releaseSyncExport from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant, newVariant } from 'quickjs-emscripten-core';

// The package's typings describe its CommonJS face; under ESM the default export is the variant itself.
const releaseSync = /** @type {import('quickjs-emscripten-core').QuickJSSyncVariant} */ (
  /** @type {unknown} */ (releaseSyncExport)
);

const PAGE = 65536;
/** Emscripten's INITIAL_MEMORY for this build; the module refuses a smaller memory. */
const MIN_PAGES = 256;
/** The module's declared maximum (2 GB); a larger imported memory would not link. */
const MAX_PAGES = 32768;
/**
 * Linear memory beyond `memoryBytes`: the engine's static data and its 5 MB shadow stack live in it too. With
 * this margin a program can hold about `memoryBytes` of its own data (64 MB limit: ~64 MB of strings).
 */
const ENGINE_OVERHEAD_BYTES = 8 * 1024 * 1024;
/** A run that finished must still describe its error; a getter that loops cannot hold the worker longer. */
const DESCRIBE_BUDGET_MS = 200;
/** Microtasks are drained in slices so the deadline is checked between slices too. */
const JOB_SLICE = 512;

/**
 * Evaluated inside QuickJS before the learner's code. It installs the whole environment the program sees
 * (`console`, `print`, `write`, `input`, `readline`) and returns `describe`, which turns an uncaught value into
 * a one-line message. `hostWrite` is the only host function and stays private to this closure.
 */
const BOOTSTRAP = String.raw`(function (hostWrite, stdin, chunkLimit) {
  'use strict';
  var position = 0;
  function readline() {
    if (position >= stdin.length) return undefined;
    var end = stdin.indexOf('\n', position);
    var line;
    if (end === -1) {
      line = stdin.slice(position);
      position = stdin.length;
    } else {
      line = stdin.slice(position, end);
      position = end + 1;
    }
    return line.charCodeAt(line.length - 1) === 13 ? line.slice(0, -1) : line;
  }
  function quote(text) {
    var q = text.indexOf("'") === -1 ? "'" : text.indexOf('"') === -1 ? '"' : '\u0060';
    return q + text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n') + q;
  }
  function key(name) {
    return typeof name === 'string' && /^[A-Za-z_$][\w$]*$/.test(name) ? name : typeof name === 'string' ? quote(name) : '[' + String(name) + ']';
  }
  function inspect(value, depth, seen) {
    switch (typeof value) {
      case 'string': return depth === 0 ? value : quote(value);
      case 'number': return Object.is(value, -0) ? '-0' : String(value);
      case 'bigint': return String(value) + 'n';
      case 'function': return value.name ? '[Function: ' + value.name + ']' : '[Function (anonymous)]';
      case 'object': break;
      default: return String(value);
    }
    if (value === null) return 'null';
    if (seen.indexOf(value) !== -1) return '[Circular]';
    if (value instanceof Error) return depth === 0 ? String(value) : '[' + String(value) + ']';
    if (value instanceof Date) return isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
    if (value instanceof RegExp) return String(value);
    if (depth > 2) return Array.isArray(value) ? '[Array]' : '[Object]';
    seen.push(value);
    try {
      var items = [];
      var prefix = '';
      if (Array.isArray(value) || ArrayBuffer.isView(value)) {
        var length = value.length;
        for (var i = 0; i < length && i < 100; i++) items.push(inspect(value[i], depth + 1, seen));
        if (length > 100) items.push('... ' + (length - 100) + ' more items');
        prefix = Array.isArray(value) ? '' : value.constructor.name + '(' + length + ') ';
        return prefix + (items.length ? '[ ' + items.join(', ') + ' ]' : '[]');
      }
      if (value instanceof Map) {
        value.forEach(function (v, k) { items.push(inspect(k, depth + 1, seen) + ' => ' + inspect(v, depth + 1, seen)); });
        return 'Map(' + value.size + ') ' + (items.length ? '{ ' + items.join(', ') + ' }' : '{}');
      }
      if (value instanceof Set) {
        value.forEach(function (v) { items.push(inspect(v, depth + 1, seen)); });
        return 'Set(' + value.size + ') ' + (items.length ? '{ ' + items.join(', ') + ' }' : '{}');
      }
      var keys = Object.keys(value);
      for (var j = 0; j < keys.length; j++) items.push(key(keys[j]) + ': ' + inspect(value[keys[j]], depth + 1, seen));
      var proto = Object.getPrototypeOf(value);
      var name = proto && proto.constructor && proto.constructor.name;
      prefix = proto === null ? '[Object: null prototype] ' : name && name !== 'Object' ? name + ' ' : '';
      return prefix + (items.length ? '{ ' + items.join(', ') + ' }' : '{}');
    } finally {
      seen.pop();
    }
  }
  // Node's console.log: printf-style directives when the first argument is a string, then the rest spaced.
  function format(args) {
    var rest = 0;
    var head = '';
    if (typeof args[0] === 'string' && args.length > 1) {
      rest = 1;
      head = args[0].replace(/%([sdifjoOc%])/g, function (whole, d) {
        if (d === '%') return '%';
        if (rest >= args.length) return whole;
        var v = args[rest++];
        if (d === 's') return typeof v === 'string' ? v : inspect(v, 1, []);
        if (d === 'd' || d === 'i') return typeof v === 'bigint' ? v + 'n' : String(d === 'i' ? parseInt(v) : Number(v));
        if (d === 'f') return String(parseFloat(v));
        if (d === 'j') return JSON.stringify(v);
        if (d === 'c') return '';
        return inspect(v, 1, []);
      });
    }
    var parts = rest ? [head] : [];
    for (var i = rest; i < args.length; i++) parts.push(inspect(args[i], 0, []));
    return parts.join(' ');
  }
  function emit(text) {
    hostWrite(text.length > chunkLimit ? text.slice(0, chunkLimit) : text);
  }
  function log() { emit(format(arguments) + '\n'); }
  function write() { emit(format(arguments)); }
  function ignore() {}
  function define(name, value) {
    Object.defineProperty(globalThis, name, { value: value, writable: true, configurable: true, enumerable: false });
  }
  define('console', { log: log, info: log, debug: log, error: ignore, warn: ignore, trace: ignore });
  define('print', log);
  define('write', write);
  define('input', stdin);
  define('readline', readline);
  return function describe(error) {
    try {
      if (error instanceof Error) {
        var text = error.message ? String(error.name) + ': ' + String(error.message) : String(error.name);
        var at = /main\.js:(\d+)/.exec(String(error.stack));
        return at ? text + ' (line ' + at[1] + ')' : text;
      }
      return 'uncaught exception: ' + inspect(error, 1, []);
    } catch (e) {
      return 'uncaught exception';
    }
  };
})`;

const wasmModulePromise = readFile(
  new URL(import.meta.resolve('@jitl/quickjs-wasmfile-release-sync/wasm')),
).then((bytes) => WebAssembly.compile(bytes));

function noop() {}

/**
 * Cuts `text` to at most `maxBytes` of UTF-8 without splitting a character.
 * @param {string} text
 * @param {number} maxBytes
 */
function cutUtf8(text, maxBytes) {
  const bytes = Buffer.from(text, 'utf8');
  let end = Math.min(maxBytes, bytes.length);
  // Step back over continuation bytes (10xxxxxx) so the cut lands on the start of a character.
  while (end > 0 && end < bytes.length && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end).toString('utf8');
}

/**
 * @param {{source: string, stdin: string, limits: {timeMs: number, memoryBytes: number, maxOutputBytes: number},
 *   maxStackBytes: number}} job
 * @returns {Promise<{status: string, stdout: string, message?: string}>}
 */
async function runJob(job) {
  const { timeMs, memoryBytes, maxOutputBytes } = job.limits;
  const maximum = Math.min(
    MAX_PAGES,
    Math.max(MIN_PAGES, Math.ceil((memoryBytes + ENGINE_OVERHEAD_BYTES) / PAGE)),
  );
  const memory = new WebAssembly.Memory({ initial: MIN_PAGES, maximum });
  // Emscripten grows the heap through `memory.grow`; it tries generous sizes first and smaller ones after a
  // refusal, so only the outcome of the latest attempt tells whether the heap is really exhausted.
  let heapExhausted = false;
  const grow = memory.grow.bind(memory);
  Object.defineProperty(memory, 'grow', {
    value: (/** @type {number} */ delta) => {
      try {
        const previous = grow(delta);
        heapExhausted = false;
        return previous;
      } catch (error) {
        heapExhausted = true;
        throw error;
      }
    },
  });
  const quickjs = await newQuickJSWASMModuleFromVariant(
    newVariant(releaseSync, {
      wasmModule: await wasmModulePromise,
      wasmMemory: memory,
      // The engine's own printf/abort output would otherwise reach the service's stdout. Emscripten reads these
      // two options; quickjs-emscripten's typings do not list them.
      emscriptenModule: /** @type {object} */ ({ print: noop, printErr: noop }),
    }),
  );

  /** @type {string[]} */
  const chunks = [];
  let outputBytes = 0;
  let outputExceeded = false;
  let timedOut = false;
  let deadline = Date.now() + timeMs;
  let running = true;

  const runtime = quickjs.newRuntime();
  runtime.setMemoryLimit(memoryBytes); // still refuses any single allocation above the limit
  runtime.setMaxStackSize(job.maxStackBytes);
  runtime.setInterruptHandler(() => {
    if (outputExceeded) return true;
    if (Date.now() <= deadline) return false;
    if (running) timedOut = true;
    return true;
  });
  const context = runtime.newContext();

  const hostWrite = context.newFunction('write', (handle) => {
    if (outputExceeded || context.typeof(handle) !== 'string') return;
    const text = context.getString(handle);
    const bytes = Buffer.byteLength(text, 'utf8');
    if (outputBytes + bytes <= maxOutputBytes) {
      chunks.push(text);
      outputBytes += bytes;
      return;
    }
    // Keep what fits, then stop the program at its next interrupt check.
    chunks.push(cutUtf8(text, maxOutputBytes - outputBytes));
    outputExceeded = true;
  });

  /** @type {string | undefined} */
  let failure;
  /** @type {import('quickjs-emscripten-core').QuickJSHandle | undefined} */
  let thrown;
  try {
    const bootstrap = context.unwrapResult(context.evalCode(BOOTSTRAP, 'bootstrap.js', { type: 'global' }));
    const describe = context.unwrapResult(
      context.callFunction(
        bootstrap,
        context.undefined,
        hostWrite,
        context.newString(job.stdin),
        context.newNumber(maxOutputBytes + 1),
      ),
    );
    const evaluated = context.evalCode(job.source, 'main.js', { type: 'global' });
    if (evaluated.error) {
      thrown = evaluated.error;
    } else {
      // Promise jobs (async functions, then-callbacks) run until none is left or a limit stops them.
      while (!timedOut && !outputExceeded && runtime.hasPendingJob()) {
        const jobs = runtime.executePendingJobs(JOB_SLICE);
        if (jobs.error) {
          thrown = jobs.error;
          break;
        }
        if (Date.now() > deadline) timedOut = true;
      }
      // `main()` as the last statement: its rejection is the program's uncaught error.
      const state =
        thrown || timedOut || outputExceeded ? undefined : context.getPromiseState(evaluated.value);
      if (state?.type === 'rejected') thrown = state.error;
    }
    running = false;
    if (thrown && !timedOut && !outputExceeded) {
      deadline = Date.now() + DESCRIBE_BUDGET_MS;
      const described = context.callFunction(describe, context.undefined, thrown);
      failure = described.error ? 'uncaught exception' : context.getString(described.value);
    }
  } catch (error) {
    // Thrown by the host side while the engine ran: the learner's code drove it here, so it is their failure.
    // The instance may be inconsistent now; it is never touched again.
    running = false;
    failure =
      error instanceof RangeError && /call stack/i.test(error.message)
        ? 'InternalError: stack overflow'
        : `the JavaScript engine stopped: ${error instanceof Error ? error.message : String(error)}`;
  }

  const stdout = chunks.join('');
  if (outputExceeded) return { status: 'output_limit', stdout };
  if (timedOut) return { status: 'timeout', stdout };
  if (failure !== undefined) {
    if (heapExhausted || /\bout of memory\b/.test(failure)) return { status: 'memory_limit', stdout };
    return { status: 'error', stdout, message: failure };
  }
  return { status: 'ok', stdout };
}

if (!parentPort) throw new Error('quickjs-worker.mjs runs as a worker thread');
const port = parentPort;

await wasmModulePromise;
port.on('message', (/** @type {{id: number} & Parameters<typeof runJob>[0]} */ job) => {
  runJob(job).then(
    (result) => port.postMessage({ type: 'result', id: job.id, ...result }),
    // Whatever the learner's code causes is caught inside runJob; what escapes is the sandbox failing to set
    // up (no memory for a new instance, …), which is not the program's fault.
    (error) =>
      port.postMessage({
        type: 'result',
        id: job.id,
        status: 'unavailable',
        stdout: '',
        message: `the JavaScript sandbox failed: ${error instanceof Error ? error.message : String(error)}`,
      }),
  );
});
port.postMessage({ type: 'ready' });
