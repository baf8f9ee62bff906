/**
 * The code runner the service uses [CONTRACT 8]: `javascript` (and `js`) in the built-in QuickJS sandbox, every
 * other language on Judge0 when `JUDGE0_URL` is set. A language neither serves is unsupported, and the grader
 * keeps the task's stored grade with a note saying so.
 */
import type { CodeRunner, RunLimits, RunResult } from './code-runner.ts';
import { Judge0Runner, type Judge0RunnerOptions } from './judge0-runner.ts';
import { QuickJsRunner, type QuickJsRunnerOptions } from './quickjs-runner.ts';

export { DEFAULT_RUN_LIMITS, type CodeRunner, type RunLimits, type RunResult } from './code-runner.ts';
export { Judge0Runner, type Judge0RunnerOptions } from './judge0-runner.ts';
export { JUDGE0_CE_LANGUAGE_IDS } from './judge0-protocol.ts';
export { QUICKJS_LANGUAGES, QuickJsRunner, type QuickJsRunnerOptions } from './quickjs-runner.ts';

export interface CodeRunnerOptions {
  /** JUDGE0_URL; without it only JavaScript runs. */
  judge0Url?: string;
  /** JUDGE0_AUTH_TOKEN, sent as `X-Auth-Token`. */
  judge0AuthToken?: string;
  /** Further Judge0 settings (language map, request timeout). */
  judge0?: Omit<Judge0RunnerOptions, 'url' | 'authToken'>;
  /** QuickJS pool settings. */
  quickJs?: QuickJsRunnerOptions;
}

export function createCodeRunner(options: CodeRunnerOptions = {}): CodeRunner {
  const quickJs = new QuickJsRunner(options.quickJs);
  const judge0 =
    options.judge0Url === undefined || options.judge0Url === ''
      ? undefined
      : new Judge0Runner({
          ...options.judge0,
          url: options.judge0Url,
          ...(options.judge0AuthToken === undefined ? {} : { authToken: options.judge0AuthToken }),
        });
  return new CompositeRunner(quickJs, judge0);
}

/** QuickJS first, so `javascript` never leaves the process even if a language map names it for Judge0. */
class CompositeRunner implements CodeRunner {
  readonly #runners: CodeRunner[];

  constructor(quickJs: QuickJsRunner, judge0: Judge0Runner | undefined) {
    this.#runners = judge0 ? [quickJs, judge0] : [quickJs];
  }

  supports(language: string): boolean {
    return this.#runners.some((runner) => runner.supports(language));
  }

  run(language: string, source: string, stdin: string, limits: RunLimits): Promise<RunResult> {
    const runner = this.#runners.find((candidate) => candidate.supports(language));
    if (!runner) {
      return Promise.resolve({
        status: 'unavailable',
        stdout: '',
        message: `no code runner for ${language}`,
      });
    }
    return runner.run(language, source, stdin, limits);
  }

  async close(): Promise<void> {
    await Promise.all(this.#runners.map((runner) => runner.close?.() ?? Promise.resolve()));
  }
}
