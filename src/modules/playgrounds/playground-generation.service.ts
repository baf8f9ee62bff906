/**
 * Generating a playground's page with an OpenAI-compatible chat-completions server [CONTRACT 11]. Editors of
 * the playground ask with a prompt; the page streams back to them as Server-Sent Events while the server
 * writes it, and becomes the playground's `html_content` when the server finishes.
 *
 * Order of refusals, after the playground is found and its family open for writes: the editor's right
 * (`playgrounds:update` on it), the plan (`pro` in `saas` mode: 403 `plan_required`), the organization's
 * `ai_enabled` (403 `ai_disabled`), the server's configuration (503 `ai_not_configured`), the AI credit
 * budget (whatever `AiCredits.spend` refuses with, e.g. 403 `ai_credits_exhausted`). Then the request to the
 * AI server: a failure before its first token is a 502 `ai_upstream_error` and nothing has been streamed;
 * after it, the stream ends with an `error` event and nothing changes.
 *
 * Credits: a generation spends one credit, in the transaction that saves the page, so a generation that fails
 * spends nothing. So that a spent budget is refused before the AI server is asked (not after the whole page
 * was streamed), the spend is first tried in a transaction rolled back at once; the real spend, with the
 * page, still decides (a budget used up meanwhile ends the stream with an `error` event, nothing saved).
 */
import type { DeploymentMode } from '../../config.ts';
import type { Db, Tx } from '../../db.ts';
import { AppError, BadGatewayError, ForbiddenError, UnavailableError } from '../../platform/http/errors.ts';
import type { Principal } from '../access/index.ts';
import { requirePlan } from '../organizations/index.ts';
import {
  AiUpstreamError,
  pageFromCompletion,
  streamChatCompletion,
  type AiSettings,
  type ChatMessage,
} from './ai-client.ts';
import type { PlaygroundRead } from './playgrounds.presenter.ts';
import type { PlaygroundRow } from './playgrounds.repository.ts';
import { MAX_HTML_CHARS } from './playgrounds.schemas.ts';
import type { PlaygroundsService } from './playgrounds.service.ts';

/** The organization's AI credit budget (the packs module's `AiCredits`); throws when it is spent. */
export interface AiCredits {
  spend(tx: Tx, orgId: number): Promise<void>;
}

export interface PlaygroundGenerationDeps {
  db: Db;
  playgrounds: Pick<PlaygroundsService, 'requireEditable' | 'saveGeneratedPage'>;
  deploymentMode: DeploymentMode;
  /** Undefined when AI_BASE_URL or AI_MODEL is not set. */
  ai: AiSettings | undefined;
  aiCredits: AiCredits;
  /** Failures that are the service's own (not the AI server's) are logged with their stack. */
  logError: (error: unknown, message: string) => void;
}

/** One Server-Sent Event of a generation. */
export type GenerationEvent =
  | { event: 'delta'; data: { content: string } }
  | { event: 'done'; data: PlaygroundRead }
  | { event: 'error'; data: { detail: string; code: string } };

const SYSTEM_PROMPT = [
  'You write interactive learning pages. Answer with one complete, self-contained HTML document and nothing',
  'else: begin with <!DOCTYPE html>, keep every style and script inline, load nothing from the network, and',
  'add no explanation before or after the document. The page runs in a sandbox without access to cookies,',
  'storage or other pages, so it must work on its own.',
].join(' ');

/** The largest part of the current page sent along with a prompt, so the model can change it. */
const MAX_CONTEXT_CHARS = 100_000;

/** Thrown inside the relay to end the stream with an `error` event. */
class StreamEnd extends Error {
  constructor(
    readonly code: string,
    detail: string,
  ) {
    super(detail);
  }
}

/** Ends the credit probe's transaction, which rolls it back. */
class RolledBack extends Error {}

export class PlaygroundGenerationService {
  constructor(private readonly deps: PlaygroundGenerationDeps) {}

  /**
   * Checks everything, asks the AI server and waits for its first token; the events that follow are the
   * answer's stream. Stopping the iteration early (the client went away) aborts the request and saves nothing.
   */
  async start(
    principal: Principal,
    playgroundUuid: string,
    prompt: string,
  ): Promise<AsyncGenerator<GenerationEvent>> {
    const found = await this.deps.playgrounds.requireEditable(principal, playgroundUuid, 'update');
    requirePlan(this.deps.deploymentMode, found.family.plan, 'pro', 'AI generation');
    if (!found.family.settings.ai_enabled) {
      throw new ForbiddenError('AI features are switched off in this organization', 'ai_disabled');
    }
    const ai = this.deps.ai;
    if (ai === undefined) {
      throw new UnavailableError('AI generation is not configured on this server', 'ai_not_configured');
    }
    await this.probeCredits(found.org_id);

    const controller = new AbortController();
    const upstream = streamChatCompletion(ai, messagesFor(found, prompt), controller.signal);
    let first: IteratorResult<string>;
    try {
      first = await upstream.next();
    } catch (error) {
      controller.abort();
      if (error instanceof AiUpstreamError) throw new BadGatewayError(error.message, 'ai_upstream_error');
      throw error;
    }
    if (first.done === true) {
      throw new BadGatewayError('The AI server finished without writing anything', 'ai_upstream_error');
    }
    return this.relay(found, first.value, upstream, controller);
  }

  private async *relay(
    row: PlaygroundRow,
    first: string,
    upstream: AsyncGenerator<string>,
    controller: AbortController,
  ): AsyncGenerator<GenerationEvent> {
    let text = first;
    let outcome: GenerationEvent;
    try {
      yield { event: 'delta', data: { content: first } };
      for (;;) {
        const next = await upstream.next().catch((error: unknown) => {
          if (error instanceof AiUpstreamError) throw new StreamEnd('ai_upstream_error', error.message);
          throw error;
        });
        if (next.done === true) break;
        text += next.value;
        if (text.length > MAX_HTML_CHARS + 1000) {
          throw new StreamEnd('ai_page_too_large', `The page grew past ${MAX_HTML_CHARS} characters`);
        }
        yield { event: 'delta', data: { content: next.value } };
      }
      outcome = { event: 'done', data: await this.save(row, pageFromCompletion(text)) };
    } catch (error) {
      outcome = { event: 'error', data: this.failure(error) };
    } finally {
      // Also when the client went away mid-stream: the AI server stops writing for no one.
      controller.abort();
      await upstream.return(undefined).catch(() => undefined);
    }
    yield outcome;
  }

  /** The page saved and one credit spent, together; the playground as it now is. */
  private async save(row: PlaygroundRow, page: string): Promise<PlaygroundRead> {
    if (page === '') throw new StreamEnd('ai_empty_page', 'The AI server wrote no page');
    if (page.length > MAX_HTML_CHARS) {
      throw new StreamEnd('ai_page_too_large', `The page grew past ${MAX_HTML_CHARS} characters`);
    }
    const saved = await this.deps.db.transaction().execute(async (trx) => {
      const read = await this.deps.playgrounds.saveGeneratedPage(trx, row, page);
      if (read !== undefined) await this.deps.aiCredits.spend(trx, row.org_id);
      return read;
    });
    if (saved === undefined)
      throw new StreamEnd('not_found', 'The playground was deleted while its page was generated');
    return saved;
  }

  private failure(error: unknown): { detail: string; code: string } {
    if (error instanceof StreamEnd) return { detail: error.message, code: error.code };
    if (error instanceof AppError) return { detail: error.detail, code: error.code };
    this.deps.logError(error, 'playground generation failed');
    return { detail: 'The page could not be saved', code: 'internal_error' };
  }

  /** Refuses a spent budget before the AI server is asked: the spend is tried, then rolled back. */
  private async probeCredits(orgId: number): Promise<void> {
    try {
      await this.deps.db.transaction().execute(async (trx) => {
        await this.deps.aiCredits.spend(trx, orgId);
        throw new RolledBack('credit probe');
      });
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    }
  }
}

function messagesFor(row: PlaygroundRow, prompt: string): ChatMessage[] {
  const about = [`Title: ${row.name}`, row.description === '' ? '' : `Description: ${row.description}`]
    .filter(Boolean)
    .join('\n');
  const current =
    row.html_content === ''
      ? ''
      : `\n\nThe current page, to change as asked:\n${row.html_content.slice(0, MAX_CONTEXT_CHARS)}`;
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: `${about}\n\n${prompt}${current}` },
  ];
}
