/**
 * Judge0's side of the conversation [CONTRACT 8]: its CE language ids, the submission body we send, and what its
 * answers mean. The HTTP exchange is judge0-runner.ts.
 *
 * Outcomes: Accepted (and Wrong Answer, which a server only reports when given an expected output; we never send
 * one) → `ok` with stdout; Time Limit Exceeded → `timeout`; Compilation Error → `error` with the compiler's
 * output; a runtime error (7–12) → `error` with the description and the end of stderr, except a memory failure
 * (a "Memory" status, a SIGKILL, memory at the limit, or an out-of-memory message on stderr) → `memory_limit`
 * and a too-large output (SIGXFSZ, "File too large") → `output_limit`; stdout longer than `maxOutputBytes` is cut
 * there and is an `output_limit`. Internal Error (13), Exec Format Error (14), an HTTP failure, a 4xx/5xx, a
 * timeout or an unreachable server → `unavailable`, so the grade keeps its stored value [CONTRACT 8].
 */
import type { RunLimits, RunResult } from './code-runner.ts';
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

/** Judge0's default MAX_MAX_FILE_SIZE (KB); a larger `max_file_size` is refused with a 422. */
const MAX_FILE_SIZE_KB = 4096;
/** How much of the compiler's output and of stderr goes into a message (the start and the end, respectively). */
const COMPILE_OUTPUT_CHARS = 2000;
const STDERR_CHARS = 800;

const MEMORY_STDERR =
  /MemoryError|OutOfMemoryError|std::bad_alloc|out of memory|memory allocation of \d+ bytes failed|Cannot allocate memory/i;
const FILE_TOO_LARGE_STDERR = /File too large|EFBIG/;

export interface Submission {
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
export class Judge0Unavailable extends Error {}

/** The body of `POST /submissions`: base64 text, limits in Judge0's units (seconds, KB). */
export function submissionBody(languageId: number, source: string, stdin: string, limits: RunLimits): object {
  return {
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
}

export function parseSubmission(response: { status: number; text: string }): Submission {
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
export function isPending(submission: Submission): boolean {
  const id = submission.status?.id;
  return id === undefined || id === 1 || id === 2;
}

export function toResult(submission: Submission, limits: RunLimits): RunResult {
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

export function unavailable(message: string): RunResult {
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
