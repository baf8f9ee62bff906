/**
 * Every language but JavaScript runs on a Judge0-compatible server [CONTRACT 8] (`JUDGE0_URL`), through its
 * submission API: `POST {url}/submissions?base64_encoded=true&wait=true` with base64 `source_code` and `stdin`,
 * `language_id`, `cpu_time_limit` and `wall_time_limit` (seconds), `memory_limit` and `max_file_size` (KB).
 * Base64 both ways, so any bytes (and any Unicode) survive the JSON. A server that does not allow `wait=true`
 * (it answers 400 "wait not allowed") or answers before the run finished (status 1 In Queue / 2 Processing) is
 * polled at `GET {url}/submissions/{token}?base64_encoded=true` within the same request budget.
 * What the answers mean is judge0-protocol.ts.
 */
import type { CodeRunner, RunLimits, RunResult } from './code-runner.ts';
import {
  JUDGE0_CE_LANGUAGE_IDS,
  Judge0Unavailable,
  isPending,
  parseSubmission,
  submissionBody,
  toResult,
  unavailable,
  type Submission,
} from './judge0-protocol.ts';

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
    const body = submissionBody(languageId, source, stdin, limits);
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
