/**
 * The one client of the OpenAI-compatible chat-completions server that generates playground pages
 * (`AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL`): one streamed request (`stream: true`), its Server-Sent Events
 * read with eventsource-parser, the content deltas handed on as they come. Every way the server can fail (no
 * answer, a status other than 200, an error inside the stream, a stream cut short, silence longer than the
 * timeout) is an `AiUpstreamError`; the caller decides what it means at that point of the generation.
 *
 * The server is the operator's own configuration, a trusted address like an OpenID Connect issuer: the
 * webhook address guard does not apply to it.
 */

export interface AiSettings {
  /** Base URL of the API, `…/v1`; requests go to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  /** Sent as a Bearer token when set (local servers often need none). */
  apiKey: string | undefined;
  model: string;
  /** The longest wait for the answer's headers, and between two pieces of its body. */
  timeoutMs: number;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export class AiUpstreamError extends Error {}

/** However long a generation streams, it ends by then. */
const MAX_GENERATION_MS = 10 * 60 * 1000;

/**
 * Streams the completion's content, delta by delta. Ends normally only when the server said it finished
 * (`data: [DONE]` or a `finish_reason` of `stop`); `signal` aborts the request (the caller went away).
 */
export async function* streamChatCompletion(
  settings: AiSettings,
  messages: readonly ChatMessage[],
  signal: AbortSignal,
): AsyncGenerator<string, void, undefined> {
  const [{ request }, { createParser }] = await Promise.all([
    import('../../platform/http/undici.ts'),
    import('eventsource-parser'),
  ]);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'text/event-stream',
  };
  if (settings.apiKey !== undefined) headers.authorization = `Bearer ${settings.apiKey}`;
  let response: Awaited<ReturnType<typeof request>>;
  try {
    response = await request(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: settings.model, stream: true, messages }),
      headersTimeout: settings.timeoutMs,
      bodyTimeout: settings.timeoutMs,
      signal: AbortSignal.any([signal, AbortSignal.timeout(MAX_GENERATION_MS)]),
    });
  } catch (error) {
    throw new AiUpstreamError(`The AI server did not answer: ${reason(error)}`);
  }
  if (response.statusCode !== 200) {
    const text = await response.body.text().catch(() => '');
    const hint = response.statusCode === 401 || response.statusCode === 403 ? ' (check AI_API_KEY)' : '';
    throw new AiUpstreamError(
      `The AI server answered ${response.statusCode}${hint}: ${upstreamMessage(text)}`.slice(0, 500),
    );
  }

  const pieces: string[] = [];
  let finished = false;
  let failure: AiUpstreamError | undefined;
  const parser = createParser({
    onEvent(event) {
      if (failure !== undefined || finished) return;
      if (event.data === '[DONE]') {
        finished = true;
        return;
      }
      const outcome = readChunk(event.data);
      if (outcome.kind === 'error') failure = new AiUpstreamError(outcome.message);
      else {
        if (outcome.content !== '') pieces.push(outcome.content);
        if (outcome.finishReason === 'stop') finished = true;
        else if (outcome.finishReason !== null) {
          failure = new AiUpstreamError(`The AI server stopped early (${outcome.finishReason})`);
        }
      }
    },
  });
  const decoder = new TextDecoder();
  try {
    for await (const chunk of response.body) {
      parser.feed(decoder.decode(chunk as Buffer, { stream: true }));
      // What arrived before a failure in the same piece of the body was written all the same.
      while (pieces.length > 0) yield pieces.shift()!;
      if (failure !== undefined) throw failure;
      if (finished) break;
    }
  } catch (error) {
    if (error instanceof AiUpstreamError) throw error;
    throw new AiUpstreamError(`The AI stream broke off: ${reason(error)}`);
  } finally {
    // A stream left early (finished, failed, or the caller stopped reading) frees its connection.
    if (!response.body.destroyed) response.body.destroy();
  }
  if (!finished) throw new AiUpstreamError('The AI server ended the stream before finishing');
}

type ChunkOutcome =
  { kind: 'content'; content: string; finishReason: string | null } | { kind: 'error'; message: string };

/** One `data:` payload of the stream: `{choices: [{delta: {content}, finish_reason}]}` or `{error}`. */
function readChunk(data: string): ChunkOutcome {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return { kind: 'error', message: 'The AI server sent a chunk that is not JSON' };
  }
  if (typeof parsed !== 'object' || parsed === null) {
    return { kind: 'error', message: 'The AI server sent a chunk that is not an object' };
  }
  const chunk = parsed as { error?: unknown; choices?: unknown };
  if (chunk.error !== undefined) {
    return { kind: 'error', message: `The AI server reported an error: ${upstreamMessage(data)}` };
  }
  const choice = Array.isArray(chunk.choices) ? (chunk.choices[0] as Record<string, unknown>) : undefined;
  const delta = choice?.delta as { content?: unknown } | undefined;
  const content = typeof delta?.content === 'string' ? delta.content : '';
  const finish = choice?.finish_reason;
  return { kind: 'content', content, finishReason: typeof finish === 'string' ? finish : null };
}

/** The server's own error message when its body carries one (`{error: {message}}`), else the text cut short. */
function upstreamMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string };
    const message = typeof body.error === 'string' ? body.error : body.error?.message;
    if (typeof message === 'string') return message.slice(0, 300);
  } catch {
    // Not JSON: the text itself.
  }
  return text.slice(0, 300) || 'no details';
}

/** A transport error as one readable line, walking `cause` to the root. */
function reason(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  const code = (current as NodeJS.ErrnoException | undefined)?.code;
  const message = current instanceof Error ? current.message : String(current);
  return code && !message.includes(code) ? `${code} ${message}` : message;
}

/**
 * The page a completion holds. Models often wrap their answer in a Markdown fence (```html … ```) although
 * asked not to: when the whole answer is one fenced block, its inside is the page. Anything else is kept as
 * the model wrote it (a fence inside a page may be part of it); surrounding blank space is trimmed.
 */
export function pageFromCompletion(text: string): string {
  const fenced = /^\s*```[ \t]*(?:html)?[ \t]*\r?\n([\s\S]*?)\r?\n[ \t]*```\s*$/i.exec(text);
  return (fenced === null ? text : fenced[1]!).trim();
}
