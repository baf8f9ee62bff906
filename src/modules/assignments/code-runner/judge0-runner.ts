/**
 * Every language but JavaScript runs on a Judge0-compatible server [CONTRACT 8] (`JUDGE0_URL`), through its
 * submission API: `POST {url}/submissions?base64_encoded=true&wait=true` with base64 `source_code` and `stdin`,
 * `language_id`, `cpu_time_limit` and `wall_time_limit` (seconds), `memory_limit` and `max_file_size` (KB).
 * Base64 both ways, so any bytes (and any Unicode) survive the JSON. A server that does not allow `wait=true`
 * (it answers 400 "wait not allowed") or answers before the run finished (status 1 In Queue / 2 Processing) is
 * polled at `GET {url}/submissions/{token}?base64_encoded=true` within the same request budget.
 *
 * Outcomes: Accepted (and Wrong Answer, which a server only reports when given an expected output; we never send
 * one) → `ok` with stdout; Time Limit Exceeded → `timeout`; Compilation Error → `error` with the compiler's
 * output; a runtime error (7–12) → `error` with the description and the end of stderr, except a memory failure
 * (a "Memory" status, a SIGKILL, memory at the limit, or an out-of-memory message on stderr) → `memory_limit`
 * and a too-large output (SIGXFSZ, "File too large") → `output_limit`; stdout longer than `maxOutputBytes` is cut
 * there and is an `output_limit`. Internal Error (13), Exec Format Error (14), an HTTP failure, a 4xx/5xx, a
 * timeout or an unreachable server → `unavailable`, so the grade keeps its stored value [CONTRACT 8].
 */
import type { CodeRunner, RunLimits, RunResult } from './code-runner.ts';
import { memoryMessage, outputMessage, timeoutMessage } from './run-messages.ts';

/**
 * Our language names → Judge0 CE language ids (judge0/judge0 `db/languages/active.rb`, Judge0 CE 1.13). Python is
 * Python 3.8.1 (71), C and C++ are GCC 9.2.0 (50, 54), Java is OpenJDK 13 (62), Go 1.13.5 (60), Rust 1.40 (73),
 * Ruby 2.7 (72), TypeScript 3.7.4 (74). JavaScript is not here: the built-in QuickJS sandbox runs it.
 */
export const JUDGE0_CE_LANGUAGE_IDS: Readonly<Record<string, number>> = Object.freeze({
  assembly: 45,
  bash: 46,
  basic: 47,
  c: 50,
  csharp: 51,
  'c#': 51,
  cpp: 54,
  'c++': 54,
  clojure: 86,
  cobol: 77,
  'common lisp': 55,
  lisp: 55,
  d: 56,
  elixir: 57,
  erlang: 58,
  fsharp: 87,
  'f#': 87,
  fortran: 59,
  go: 60,
  golang: 60,
  groovy: 88,
  haskell: 61,
  java: 62,
  kotlin: 78,
  lua: 64,
  'objective-c': 79,
  ocaml: 65,
  octave: 66,
  pascal: 67,
  perl: 85,
  php: 68,
  prolog: 69,
  python: 71,
  python3: 71,
  python2: 70,
  r: 80,
  ruby: 72,
  rust: 73,
  scala: 81,
  sql: 82,
  swift: 83,
  typescript: 74,
  vbnet: 84,
});

export interface Judge0RunnerOptions {
  /** Base URL of the server, e.g. `http://judge0:2358` (JUDGE0_URL). */
  url: string;
  /** Sent as `X-Auth-Token` (JUDGE0_AUTH_TOKEN) when the server has AUTHN_TOKEN set. */
  authToken?: string;
  /** Language name → Judge0 language id; replaces JUDGE0_CE_LANGUAGE_IDS (spread it to extend). */
  languages?: Readonly<Record<string, number>>;
  /**
   * Budget for one test case end to end: queueing, compiling, running and any polling (default 30 s). Past it
   * the run is `unavailable`, never a failure of the learner.
   */
  requestTimeoutMs?: number;
  /** Pause between polls when the server does not wait (default 250 ms). */
  pollIntervalMs?: number;
  /** The HTTP client (default the global fetch). */
  fetch?: typeof fetch;
}

/** Judge0's default MAX_MAX_FILE_SIZE (KB); a larger `max_file_size` is refused with a 422. */
const MAX_FILE_SIZE_KB = 4096;
/** How much of the compiler's output and of stderr goes into a message (the start and the end, respectively). */
const COMPILE_OUTPUT_CHARS = 2000;
const STDERR_CHARS = 800;

const MEMORY_STDERR =
  /MemoryError|OutOfMemoryError|std::bad_alloc|out of memory|memory allocation of \d+ bytes failed|Cannot allocate memory/i;
const FILE_TOO_LARGE_STDERR = /File too large|EFBIG/;

interface Submission {
  token?: string;
  stdout?: string | null;
  stderr?: string | null;
  compile_output?: string | null;
  message?: string | null;
  status?: { id?: number; description?: string } | null;
  time?: string | null;
  memory?: number | null;
}

/** Why a request gave no usable answer; becomes an `unavailable` result. */
class Judge0Unavailable extends Error {}

export class Judge0Runner implements CodeRunner {
  readonly #base: string;
  readonly #authToken: string | undefined;
  readonly #languages: Readonly<Record<string, number>>;
  readonly #requestTimeoutMs: number;
  readonly #pollIntervalMs: number;
  readonly #fetch: typeof fetch;

  constructor(options: Judge0RunnerOptions) {
    this.#base = options.url.replace(/\/+$/, '');
    this.#authToken = options.authToken;
    this.#languages = options.languages ?? JUDGE0_CE_LANGUAGE_IDS;
    this.#requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
    this.#pollIntervalMs = options.pollIntervalMs ?? 250;
    this.#fetch = options.fetch ?? fetch;
  }

  supports(language: string): boolean {
    return Object.hasOwn(this.#languages, language);
  }

  async run(language: string, source: string, stdin: string, limits: RunLimits): Promise<RunResult> {
    const languageId = this.supports(language) ? this.#languages[language] : undefined;
    if (languageId === undefined) return unavailable(`Judge0 has no language named ${language}`);
    const deadline = Date.now() + this.#requestTimeoutMs;
    const body = {
      source_code: toBase64(source),
      language_id: languageId,
      stdin: toBase64(stdin),
      cpu_time_limit: limits.timeMs / 1000,
      wall_time_limit: limits.timeMs / 1000,
      memory_limit: Math.ceil(limits.memoryBytes / 1024),
      // Judge0 applies it to stdout too (the run's stdout is a file): a flood stops there with SIGXFSZ. One KB
      // of slack so that output just over our limit still arrives and is cut here.
      max_file_size: Math.min(MAX_FILE_SIZE_KB, Math.ceil(limits.maxOutputBytes / 1024) + 1),
    };
    try {
      const waited = await this.#submit(body, true, deadline);
      let submission = waited === 'wait not allowed' ? await this.#submit(body, false, deadline) : waited;
      if (submission === 'wait not allowed') throw new Judge0Unavailable('Judge0 refused the submission');
      // The token of the creating answer names the submission; polled answers may leave it out.
      const token = submission.token;
      while (isPending(submission)) {
        if (typeof token !== 'string' || token === '') {
          throw new Judge0Unavailable('Judge0 answered without a status or a token');
        }
        await pause(Math.min(this.#pollIntervalMs, Math.max(0, deadline - Date.now())));
        submission = await this.#poll(token, deadline);
      }
      return toResult(submission, limits);
    } catch (error) {
      // Whatever went wrong between us and the judge, the learner's grade must not change because of it.
      if (error instanceof Judge0Unavailable) return unavailable(error.message);
      return unavailable(`Judge0 request failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async #submit(body: object, wait: boolean, deadline: number): Promise<Submission | 'wait not allowed'> {
    const query = wait ? 'base64_encoded=true&wait=true' : 'base64_encoded=true';
    const response = await this.#request('POST', `/submissions?${query}`, body, deadline);
    if (wait && response.status === 400 && /wait not allowed/i.test(response.text)) return 'wait not allowed';
    return parseSubmission(response);
  }

  async #poll(token: string, deadline: number): Promise<Submission> {
    const path = `/submissions/${encodeURIComponent(token)}?base64_encoded=true`;
    return parseSubmission(await this.#request('GET', path, undefined, deadline));
  }

  async #request(
    method: 'GET' | 'POST',
    path: string,
    body: object | undefined,
    deadline: number,
  ): Promise<{ status: number; text: string }> {
    const remaining = deadline - Date.now();
    const budget = `${this.#requestTimeoutMs / 1000} s`;
    if (remaining <= 0) throw new Judge0Unavailable(`Judge0 did not finish within ${budget}`);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.#authToken !== undefined) headers['x-auth-token'] = this.#authToken;
    const signal = AbortSignal.timeout(remaining);
    try {
      const response = await this.#fetch(`${this.#base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
        redirect: 'error',
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      if (signal.aborted) throw new Judge0Unavailable(`Judge0 did not finish within ${budget}`);
      throw new Judge0Unavailable(`Judge0 is unreachable: ${networkReason(error)}`);
    }
  }
}

function parseSubmission(response: { status: number; text: string }): Submission {
  if (response.status < 200 || response.status > 299) {
    throw new Judge0Unavailable(`Judge0 answered HTTP ${response.status}: ${shorten(response.text, 300)}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(response.text);
  } catch {
    throw new Judge0Unavailable('Judge0 answered with something that is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Judge0Unavailable('Judge0 answered with something that is not a submission');
  }
  // Fields are read defensively where used (typeof checks), so a malformed answer maps to `unavailable`.
  return parsed;
}

/** Queued or running (1, 2), or no status yet: the answer to `wait=false` is only `{token}`. */
function isPending(submission: Submission): boolean {
  const id = submission.status?.id;
  return id === undefined || id === 1 || id === 2;
}

function toResult(submission: Submission, limits: RunLimits): RunResult {
  const statusId = submission.status?.id;
  const description = submission.status?.description ?? `status ${statusId}`;
  const full = fromBase64(submission.stdout);
  const stdout = cutUtf8(full, limits.maxOutputBytes);
  const outputCut = stdout.length < full.length;
  const stderr = fromBase64(submission.stderr);
  const judgeMessage = fromBase64(submission.message);
  const failure = (status: RunResult['status'], message: string): RunResult => ({ status, stdout, message });

  switch (statusId) {
    case 3: // Accepted
    case 4: // Wrong Answer: only with an expected_output, which we never send; the program itself ran fine
      return outputCut ? failure('output_limit', outputMessage(limits)) : { status: 'ok', stdout };
    case 5:
      return failure('timeout', timeoutMessage(limits));
    case 6: {
      const output = fromBase64(submission.compile_output).trim();
      return failure(
        'error',
        `compilation failed${output ? `:\n${head(output, COMPILE_OUTPUT_CHARS)}` : ''}`,
      );
    }
    case 7:
    case 8:
    case 9:
    case 10:
    case 11:
    case 12: {
      if (statusId === 8 || outputCut || FILE_TOO_LARGE_STDERR.test(stderr)) {
        return failure('output_limit', outputMessage(limits));
      }
      const memoryKb = typeof submission.memory === 'number' ? submission.memory : 0;
      const outOfMemory =
        /memory/i.test(description) ||
        /signal 9\b|SIGKILL/i.test(judgeMessage) ||
        memoryKb >= Math.ceil(limits.memoryBytes / 1024) ||
        MEMORY_STDERR.test(stderr);
      if (outOfMemory) return failure('memory_limit', memoryMessage(limits));
      const detail = stderr.trim() || judgeMessage.trim();
      return failure('error', detail ? `${description}: ${tail(detail, STDERR_CHARS)}` : description);
    }
    case 13:
    case 14:
      // The judge failed, not the program (a sandbox or configuration fault on the Judge0 side).
      return unavailable(
        `Judge0 could not run the program (${description})${judgeMessage ? `: ${judgeMessage}` : ''}`,
      );
    default:
      return /memory/i.test(description)
        ? failure('memory_limit', memoryMessage(limits))
        : unavailable(`Judge0 answered an unknown status: ${description}`);
  }
}

function unavailable(message: string): RunResult {
  return { status: 'unavailable', stdout: '', message };
}

function toBase64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

/** Judge0 encodes with Ruby's Base64.encode64, which breaks lines every 60 characters; Buffer skips them. */
function fromBase64(value: string | null | undefined): string {
  return typeof value === 'string' ? Buffer.from(value, 'base64').toString('utf8') : '';
}

/** At most `maxBytes` of UTF-8, never splitting a character. */
export function cutUtf8(text: string, maxBytes: number): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= maxBytes) return text;
  let end = Math.max(0, maxBytes);
  // Step back over continuation bytes (10xxxxxx) so the cut lands on the first byte of a character.
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end).toString('utf8');
}

function head(text: string, chars: number): string {
  return text.length > chars ? `${text.slice(0, chars)}…` : text;
}

function tail(text: string, chars: number): string {
  return text.length > chars ? `…${text.slice(-chars)}` : text;
}

function shorten(text: string, chars: number): string {
  return head(text.replace(/\s+/g, ' ').trim(), chars) || '(empty body)';
}

function networkReason(error: unknown): string {
  // fetch wraps the socket error as `cause` of a generic "fetch failed".
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as NodeJS.ErrnoException | undefined)?.code;
  const message = cause instanceof Error ? cause.message : String(cause);
  return code && !message.includes(code) ? `${code} ${message}` : message;
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
