/**
 * Webhook receivers for the fan-out scenario: one HTTPS server on loopback (the test certificate), each path one
 * endpoint. Keeps a receipt per request (when, whose enrolment, body size), the first request's body and headers
 * (so a ceiling can send the same), and how many TLS connections were open at once at most.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import path from 'node:path';
import { ROOT } from './server.ts';

export const TLS_DIR = path.join(ROOT, 'test', 'fixtures', 'tls');

export interface Receipt {
  at: number;
  user: string;
}

export interface Receivers {
  port: number;
  receipts: Receipt[];
  /** The first request received since the last `reset`. */
  sample?: { body: string; headers: Record<string, string> };
  /** Most TLS connections open at once since the last `reset`. */
  peakConnections: number;
  reset(): void;
  close(): void;
}

/** Headers a receiver sees that a client does not choose. */
const TRANSPORT_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding']);

export async function startReceivers(): Promise<Receivers> {
  let open = 0;
  const state: Receivers = {
    port: 0,
    receipts: [],
    peakConnections: 0,
    reset() {
      state.receipts.length = 0;
      state.sample = undefined;
      state.peakConnections = open;
    },
    close: () => server.close(),
  };
  const server = createServer(
    { cert: readFileSync(path.join(TLS_DIR, 'cert.pem')), key: readFileSync(path.join(TLS_DIR, 'key.pem')) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const at = performance.now();
        const text = Buffer.concat(chunks).toString('utf8');
        const body = JSON.parse(text) as { data: { user: { email: string } } };
        state.receipts.push({ at, user: body.data.user.email });
        if (state.sample === undefined) {
          const headers = Object.entries(request.headers).filter(([name]) => !TRANSPORT_HEADERS.has(name));
          state.sample = { body: text, headers: Object.fromEntries(headers) as Record<string, string> };
        }
        response.writeHead(204).end();
      });
    },
  );
  server.on('secureConnection', (socket) => {
    open++;
    state.peakConnections = Math.max(state.peakConnections, open);
    socket.once('close', () => open--);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as { port: number }).port;
  return state;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Waits until `count` receipts have come or `ms` have passed. */
export async function waitForReceipts(receivers: Receivers, count: number, ms: number): Promise<void> {
  const from = performance.now();
  while (receivers.receipts.length < count && performance.now() - from < ms) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
