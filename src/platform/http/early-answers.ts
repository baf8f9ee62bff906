/**
 * Answers given before the request body was read to its end (401 and 403 from the hooks, a 413 on
 * Content-Length, a 415 by type, an upload refused midway) must reach a client that is still sending.
 *
 * Closing the connection right after such an answer loses it: the client keeps writing into a socket the
 * server has closed, its kernel gets a reset, and clients that are still writing (Node's fetch, browsers,
 * most libraries) report EPIPE / ECONNRESET ("fetch failed") instead of the answer they were sent. So the
 * answer goes out on a connection that stays open, and the rest of the body is read and thrown away, within
 * bounds; a body that ends within them leaves the connection ready for the next request (its bytes are not
 * mistaken for one: Node's parser knows where the body ends). Past a bound the connection is closed: by
 * then the client has had the answer for seconds, or has sent the bound's worth of bytes after it.
 *
 * The bounds are nginx's lingering close (30 s in all, 5 s without data) plus a byte cap, 128 MiB: enough
 * for a refused form of any kind but video at the default limits, while a refused multi-gigabyte video is cut
 * off rather than read to its end.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface DrainLimits {
  /** Bytes read and thrown away after the answer before the connection is closed. */
  bytes: number;
  /** Milliseconds after the answer before the connection is closed, whatever is still coming. */
  totalMs: number;
  /** Milliseconds without any data before the connection is closed. */
  idleMs: number;
}

export const DRAIN_LIMITS: DrainLimits = { bytes: 128 * 1024 * 1024, totalMs: 30_000, idleMs: 5_000 };

export function registerEarlyAnswers(app: FastifyInstance, limits: DrainLimits = DRAIN_LIMITS): void {
  const draining = new Set<Socket>();

  // A `Connection: close` on an early answer makes Node close the socket as soon as the answer is written,
  // which is the very thing to avoid (Fastify sets it on every body parser error).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.raw.complete === false) reply.removeHeader('connection');
    done(null, payload);
  });

  // On the HTTP server rather than in a route hook, so every answer counts, framework errors included. At
  // 'prefinish', before Node's own 'finish' listener: a body nobody read is dumped there, and a dumped body's
  // bytes are dropped by the parser without a 'data' event, so none could be counted against the bounds.
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    response.once('prefinish', () => {
      if (!request.complete && !request.socket.destroyed) drain(request, limits, draining);
    });
  });

  // Shutdown does not wait for a client that keeps sending.
  app.addHook('preClose', (done) => {
    for (const socket of draining) socket.destroy();
    done();
  });
}

function drain(request: IncomingMessage, limits: DrainLimits, draining: Set<Socket>): void {
  const socket = request.socket;
  draining.add(socket);
  let received = 0;
  const stop = (): void => {
    clearTimeout(total);
    clearTimeout(idle);
    request.off('data', onData);
    request.off('end', stop);
    socket.off('close', stop);
    draining.delete(socket);
  };
  const close = (): void => {
    stop();
    socket.destroy();
  };
  const onData = (chunk: Buffer): void => {
    received += chunk.length;
    if (received > limits.bytes) close();
    else idle.refresh();
  };
  const total = setTimeout(close, limits.totalMs);
  const idle = setTimeout(close, limits.idleMs);
  request.on('data', onData);
  request.once('end', stop);
  socket.once('close', stop);
  // A multipart parser that gave up unpiped the body, which paused it: nothing would read it any more.
  request.unpipe();
  request.resume();
}
