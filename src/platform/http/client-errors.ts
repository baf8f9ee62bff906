/**
 * Requests Node's HTTP parser refuses before Fastify sees them (Fastify's `clientErrorHandler`): a request line
 * and headers over 16 KB, a Content-Length that is not a number or is given twice, a Transfer-Encoding other
 * than chunked or next to a Content-Length, a malformed chunk, an unknown method, a bad header character.
 * There is no request object, so the answer is written on the socket, in the error shape with a request id
 * of its own [CONTRACT 2], and the connection is closed: after a parse error the stream cannot be trusted.
 */
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

interface ClientError extends Error {
  code?: string;
}

/** Status and stable code by the parser's error code; anything else is a malformed request (400). */
function classify(code: string | undefined): { status: number; code: string; detail: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        code: 'headers_too_large',
        detail: 'The request line and headers are larger than 16 KB',
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, code: 'request_timeout', detail: 'The request did not arrive in time' };
    default:
      return { status: 400, code: 'bad_request', detail: 'Malformed HTTP request' };
  }
}

/** Writes the error answer on `socket` unless a response already started there, then closes it. */
export function answerClientError(logger: FastifyBaseLogger, error: ClientError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const id = randomUUID();
  const { status, code, detail } = classify(error.code);
  // Debug, not info: anyone can send these by the thousand, and they say nothing about the service.
  logger.debug({ reqId: id, err: { code: error.code, message: error.message } }, 'malformed request');
  // As Node itself does: never write into a response already under way on this socket.
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && current?.headersSent !== true) {
    const body = JSON.stringify({ detail, code });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${id}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
