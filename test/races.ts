/**
 * Helpers for the race tests: many copies of one request at once, the answer a race must give, and a seam to
 * interleave two requests in a chosen order where sending them together would only sometimes hit the window.
 */
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import type { Db, Tx } from '../src/db.ts';
import { assertError } from './assertions.ts';

/** How many copies of a request each race sends. */
export const RACERS = 8;

/** Sends `n` requests at once; `app.inject` interleaves them on the one event loop as real clients would. */
export function race(
  n: number,
  send: (index: number) => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse[]> {
  return Promise.all(Array.from({ length: n }, (_, index) => send(index)));
}

/**
 * Exactly one 200, every other answer `status` with `code` (never a 500); returns the winner. With several
 * codes, each loser answers one of them (a request breaking two rules at once may be told either).
 */
export function assertOneWinner(
  responses: readonly LightMyRequestResponse[],
  status: number,
  code: string | readonly string[],
): LightMyRequestResponse {
  const summary = responses.map((r) => `${r.statusCode} ${r.body}`).join('\n');
  const winners = responses.filter((r) => r.statusCode === 200);
  assert.equal(winners.length, 1, `exactly one 200:\n${summary}`);
  const codes = typeof code === 'string' ? [code] : code;
  for (const loser of responses.filter((r) => r.statusCode !== 200)) {
    const given = loser.json<{ code?: string }>().code ?? '';
    assertError(loser, status, codes.includes(given) ? given : codes.join(' | '));
  }
  return winners[0]!;
}

/** Every answer a 200 (for idempotent changes that many may make at once). */
export function assertAllSucceed(responses: readonly LightMyRequestResponse[]): void {
  const summary = responses.map((r) => `${r.statusCode} ${r.body}`).join('\n');
  assert.ok(
    responses.every((r) => r.statusCode === 200),
    `every answer a 200:\n${summary}`,
  );
}

export interface Hold {
  /** Settles once the held call has returned its result (and is waiting to hand it back). */
  reached: Promise<void>;
  /** Lets the held call hand back its result. */
  release(): void;
  /** Puts the original method back. */
  restore(): void;
}

type AsyncMethod = (...args: never[]) => Promise<unknown>;

/**
 * Holds the next call of `target[method]` after the call has done its work, until `release()`: the caller then
 * works on with what it read, while the test runs a competing request in the gap. Later calls pass straight
 * through. Patch a class's prototype to reach the instance the composition root built.
 */
export function holdAfter<K extends string, T extends Record<K, AsyncMethod>>(target: T, method: K): Hold {
  const original = target[method] as unknown as (...args: unknown[]) => Promise<unknown>;
  let signalReached!: () => void;
  let signalRelease!: () => void;
  const reached = new Promise<void>((resolve) => (signalReached = resolve));
  const released = new Promise<void>((resolve) => (signalRelease = resolve));
  let armed = true;
  const held = async function (this: unknown, ...args: unknown[]): Promise<unknown> {
    const result = await original.apply(this, args);
    if (armed) {
      armed = false;
      signalReached();
      await released;
    }
    return result;
  };
  target[method] = held as unknown as T[K];
  return {
    reached,
    release: signalRelease,
    restore: () => {
      target[method] = original as unknown as T[K];
    },
  };
}

/**
 * Waits until `competitor` settles, or `ms` if it is blocked (by a lock the held request holds, as it should be
 * after a fix): either way the held request may go on then.
 */
export async function settledOrBlocked(competitor: Promise<unknown>, ms = 400): Promise<void> {
  await Promise.race([competitor.then(noop, noop), new Promise((resolve) => setTimeout(resolve, ms))]);
}

/**
 * Runs `second` in a transaction of its own while `first` has written in another that has not committed yet,
 * so the unique rule decides rather than a lookup: on PostgreSQL the second's lookups cannot see the first
 * row and its insert waits for the commit; on SQLite (one connection) the second runs after the commit. Answers
 * the second's outcome.
 */
export async function whileUncommitted<T>(
  db: Db,
  first: (trx: Tx) => Promise<unknown>,
  second: (trx: Tx) => Promise<T>,
): Promise<T> {
  let outcome: Promise<T> | undefined;
  await db.transaction().execute(async (trx) => {
    await first(trx);
    outcome = db.transaction().execute(second);
    // Observed here so a refusal settling before the caller awaits it is not reported as unhandled.
    outcome.catch(noop);
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
  return outcome!;
}

function noop(): void {}
