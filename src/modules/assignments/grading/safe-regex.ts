/**
 * Running teacher-written regular expressions against learner answers with a time bound [CONTRACT 6: SHORT_ANSWER
 * regex "is run with a time bound"].
 *
 * A backtracking pattern such as `(a+)+$` takes exponential time on "aaaa…a!", and V8 cannot cancel a RegExp
 * from JavaScript. Running it inside a `node:vm` script with `timeout` can: V8's regexp engine honours the
 * termination the vm watchdog requests, so the call ends after the bound with ERR_SCRIPT_EXECUTION_TIMEOUT and
 * the process carries on. This stays synchronous (a worker would make grading async for one task type), and the
 * context only ever receives strings, so no teacher input is evaluated as code: it only reaches `new RegExp`.
 */
import vm from 'node:vm';

/** Per pattern: long enough for any sane pattern on a 100 000-character answer, short enough not to matter. */
export const REGEX_TIMEOUT_MS = 50;

export type RegexOutcome = 'match' | 'no_match' | 'timeout' | 'invalid';

/**
 * The flags a pattern compiles with: Unicode-aware `iu` when the pattern is valid in Unicode mode, else plain `i`
 * (Unicode mode refuses some escapes teachers write, like `\_`). `null` when it does not compile at all.
 */
export function regexFlags(pattern: string): 'iu' | 'i' | null {
  for (const flags of ['iu', 'i'] as const) {
    try {
      new RegExp(pattern, flags);
      return flags;
    } catch {
      // try the next, more permissive flag set
    }
  }
  return null;
}

let context: vm.Context | undefined;
// Compiled once; the inputs travel as globals of the private context (strings only).
const script = new vm.Script('new RegExp("^(?:" + pattern + ")$", flags).test(input)');

/** Whether `pattern` matches the WHOLE of `input`, case-insensitively, within `timeoutMs`. */
export function matchWhole(pattern: string, input: string, timeoutMs = REGEX_TIMEOUT_MS): RegexOutcome {
  const flags = regexFlags(pattern);
  if (flags === null) return 'invalid';
  context ??= vm.createContext(Object.create(null) as object);
  const globals = context as { pattern: string; flags: string; input: string };
  globals.pattern = pattern;
  globals.flags = flags;
  globals.input = input;
  try {
    const matched = script.runInContext(context, { timeout: Math.max(1, Math.floor(timeoutMs)) }) as unknown;
    return matched === true ? 'match' : 'no_match';
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return 'timeout';
    // Anything else (e.g. "regular expression too large" from V8) cannot match either.
    return 'invalid';
  } finally {
    // Do not keep a large answer alive in the shared context until the next call.
    globals.pattern = globals.flags = globals.input = '';
  }
}
