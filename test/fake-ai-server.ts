/**
 * A local stand-in for an OpenAI-compatible chat-completions server, for tests of playground generation: it
 * speaks the streaming protocol (`data: {choices:[{delta:{content}}]}` events, then `data: [DONE]`) and can be
 * told to fail in each way a real one does: a status before any token, a connection cut mid-stream, silence.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type AiBehaviour =
  /** Streams the pieces, then `[DONE]` (unless `done: false`, which ends the body without it). */
  | { kind: 'stream'; pieces: string[]; done?: boolean; finishReason?: string }
  /** Answers this status with an OpenAI-style error body. */
  | { kind: 'status'; status: number; message: string }
  /** Streams the pieces, then cuts the connection. */
  | { kind: 'cut'; pieces: string[] }
  /** Streams the pieces, then says nothing more (never ends); no pieces: not even the headers. */
  | { kind: 'stall'; pieces: string[] }
  /** Streams the pieces, then an error event in the stream. */
  | { kind: 'error-event'; pieces: string[] };

export interface AiRequest {
  path: string;
  authorization: string | undefined;
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}

export interface FakeAiServer {
  /** `http://127.0.0.1:<port>/v1` */
  baseUrl: string;
  behaviour: AiBehaviour;
  requests: AiRequest[];
  /**
   * When set, each request is recorded at once but answered only once this settles: a race test lets every
   * racer reach the server before any of them finishes.
   */
  gate?: Promise<void>;
  close(): Promise<void>;
}

const chunk = (content: string, finishReason: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta: { content }, finish_reason: finishReason }],
  })}\n\n`;

export async function startFakeAiServer(): Promise<FakeAiServer> {
  const sockets = new Set<Socket>();
  const state: FakeAiServer = {
    baseUrl: '',
    behaviour: { kind: 'stream', pieces: ['<p>hi</p>'] },
    requests: [],
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      state.requests.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(parts).toString('utf8')) as AiRequest['body'],
      });
      if (state.gate === undefined) answer();
      else void state.gate.then(answer);
    });
    function answer(): void {
      const behaviour = state.behaviour;
      if (behaviour.kind === 'status') {
        res.writeHead(behaviour.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: behaviour.message, type: 'test_error' } }));
        return;
      }
      if (behaviour.kind === 'stall' && behaviour.pieces.length === 0) return;
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      for (const piece of behaviour.pieces) res.write(chunk(piece));
      switch (behaviour.kind) {
        case 'stream':
          if (behaviour.finishReason !== undefined) res.write(chunk('', behaviour.finishReason));
          if (behaviour.done !== false) res.write('data: [DONE]\n\n');
          res.end();
          return;
        case 'cut':
          // Let the pieces leave before the connection dies.
          setTimeout(() => res.destroy(), 50);
          return;
        case 'error-event':
          res.write(`data: ${JSON.stringify({ error: { message: 'The model is overloaded' } })}\n\n`);
          res.end();
          return;
        case 'stall':
          return;
      }
    }
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return state;
}

/** The events of a Server-Sent Events body, in order, each `data` parsed as JSON. */
export function sseEvents(body: string): { event: string; data: Record<string, unknown> }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice('event: '.length) ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice('data: '.length))
        .join('\n');
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}
