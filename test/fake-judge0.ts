/**
 * A local stand-in for a Judge0 CE server, for the Judge0 runner's tests. It speaks the subset we use:
 * `POST /submissions?base64_encoded=…&wait=…` and `GET /submissions/{token}?base64_encoded=…`, encoding answers
 * the way Judge0 does (Ruby's Base64.encode64: line breaks every 60 characters). Each test scripts the answers
 * and then inspects every request exactly as it arrived (headers, query, raw and decoded body).
 */
import { once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface Judge0Submission {
  status: { id: number; description: string };
  stdout?: string | null;
  stderr?: string | null;
  compile_output?: string | null;
  message?: string | null;
  time?: string | null;
  memory?: number | null;
}

export type FakeJudge0Answer =
  /** A finished (or queued/processing) submission; text fields are given plain and encoded as asked. */
  | ({ kind: 'submission'; httpStatus?: number; token?: string } & Judge0Submission)
  /** Any status and body, sent as they are (a string body is sent raw, anything else as JSON). */
  | { kind: 'http'; status: number; body: unknown }
  /** Wait, then answer. */
  | { kind: 'delay'; ms: number; then: FakeJudge0Answer }
  /** Read the request and never answer (until close). */
  | { kind: 'hang' };

export interface FakeJudge0Request {
  method: string;
  /** Path without the query, e.g. `/submissions` or `/submissions/abc`. */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  rawBody: string;
  /** The parsed JSON body of a POST (undefined for GET or invalid JSON). */
  body: Record<string, unknown> | undefined;
  /** `source_code` and `stdin` decoded from base64 (when the request said base64_encoded=true). */
  decoded: { source_code?: string; stdin?: string };
}

export interface FakeJudge0 {
  url: string;
  requests: FakeJudge0Request[];
  /** Decides each answer; the default accepts every submission with empty output. */
  respond(decide: (request: FakeJudge0Request, index: number) => FakeJudge0Answer): void;
  close(): Promise<void>;
}

/** Judge0's status names by id. */
export const JUDGE0_STATUSES: Record<number, string> = {
  1: 'In Queue',
  2: 'Processing',
  3: 'Accepted',
  4: 'Wrong Answer',
  5: 'Time Limit Exceeded',
  6: 'Compilation Error',
  7: 'Runtime Error (SIGSEGV)',
  8: 'Runtime Error (SIGXFSZ)',
  9: 'Runtime Error (SIGFPE)',
  10: 'Runtime Error (SIGABRT)',
  11: 'Runtime Error (NZEC)',
  12: 'Runtime Error (Other)',
  13: 'Internal Error',
  14: 'Exec Format Error',
};

/** A submission answer with Judge0's description for `id`. */
export function judge0Answer(
  id: number,
  fields: Omit<Judge0Submission, 'status'> & { token?: string } = {},
): FakeJudge0Answer {
  return { kind: 'submission', status: { id, description: JUDGE0_STATUSES[id] ?? 'Unknown' }, ...fields };
}

/** Ruby's Base64.encode64: standard alphabet, a newline after every 60 characters and at the end. */
function encode64(text: string): string {
  const flat = Buffer.from(text, 'utf8').toString('base64');
  return `${flat.match(/.{1,60}/g)?.join('\n') ?? ''}\n`;
}

function decode(value: unknown): string | undefined {
  return typeof value === 'string' ? Buffer.from(value, 'base64').toString('utf8') : undefined;
}

export async function startFakeJudge0(): Promise<FakeJudge0> {
  const requests: FakeJudge0Request[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let decide: (request: FakeJudge0Request, index: number) => FakeJudge0Answer = () =>
    judge0Answer(3, { stdout: '' });

  const send = (res: ServerResponse, request: FakeJudge0Request, answer: FakeJudge0Answer): void => {
    if (answer.kind === 'hang') return;
    if (answer.kind === 'delay') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) send(res, request, answer.then);
      }, answer.ms);
      timers.add(timer);
      return;
    }
    if (answer.kind === 'http') {
      const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(body);
      return;
    }
    const base64 = request.query.get('base64_encoded') === 'true';
    const text = (value: string | null | undefined) =>
      value === undefined || value === null ? null : base64 ? encode64(value) : value;
    const body = {
      // Like Judge0: a polled submission keeps the token in its path; a new one gets a fresh token.
      token:
        answer.token ??
        (request.method === 'GET' ? request.path.split('/').pop() : `token-${requests.indexOf(request)}`),
      status: answer.status,
      stdout: text(answer.stdout),
      stderr: text(answer.stderr),
      compile_output: text(answer.compile_output),
      message: text(answer.message),
      time: answer.time ?? '0.01',
      memory: answer.memory ?? 3000,
    };
    res
      .writeHead(answer.httpStatus ?? (request.method === 'POST' ? 201 : 200), {
        'content-type': 'application/json',
      })
      .end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake-judge0');
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> | undefined;
      try {
        body = rawBody ? (JSON.parse(rawBody) as Record<string, unknown>) : undefined;
      } catch {
        body = undefined;
      }
      const base64 = url.searchParams.get('base64_encoded') === 'true';
      const request: FakeJudge0Request = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        rawBody,
        body,
        decoded: base64
          ? { source_code: decode(body?.source_code), stdin: decode(body?.stdin) }
          : {
              source_code: body?.source_code as string | undefined,
              stdin: body?.stdin as string | undefined,
            },
      };
      requests.push(request);
      send(res, request, decide(request, requests.length - 1));
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond(next) {
      decide = next;
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
