/**
 * The floor of a password login over HTTP: a bare Fastify route that parses the login's form body and runs the
 * service's own Argon2id verification (identity/passwords.ts: its hashing threads, its parameters) and nothing
 * else (no database, no rate limit, no lockout, no tokens, no cookies), beside the login scenario's ceiling, the
 * raw verify rate (lib/argon2-loop.mjs), in alternating order, with the scenario's 8 callers. What it prints is
 * the most any login that verifies a password over HTTP on this machine can reach against that ceiling: the
 * service's login can only come below it.
 *
 *     node --import tsx bench/probes/login-floor.ts [seconds per load] [rounds]
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { hashPassword, verifyPassword } from '../../src/modules/identity/passwords.ts';
import { runLoad } from '../lib/load.ts';
import { rawVerify } from '../lib/raw-verify.ts';
import { fromLoad, sideBySide } from '../lib/side-by-side.ts';

const [secondsArg, roundsArg] = process.argv.slice(2);
const DURATION = Number(secondsArg ?? 8);
const ROUNDS = Number(roundsArg ?? 2);
const CONNECTIONS = 8;
const PASSWORD = 'a bench password';

const hash = await hashPassword(PASSWORD);
const app = Fastify({ logger: false });
app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
  done(null, Object.fromEntries(new URLSearchParams(body as string))),
);
app.post<{ Body: { username: string; password: string } }>('/login', async (request, reply) => {
  const matches = await verifyPassword(hash, request.body.password);
  return reply.code(matches ? 200 : 401).send({ ok: matches });
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

const pair = await sideBySide(
  'raw Argon2id verify',
  {
    scenario: async () =>
      fromLoad(
        await runLoad({
          url: `http://127.0.0.1:${port}/login`,
          connections: CONNECTIONS,
          duration: DURATION,
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ username: 'someone@example.com', password: PASSWORD }).toString(),
        }),
      ),
    ceiling: () => rawVerify({ hash, password: PASSWORD, concurrency: CONNECTIONS, duration: DURATION }),
  },
  ROUNDS,
);
await app.close();
for (const round of pair.rounds) {
  console.log(
    `${round.order.join(' then ')}: route ${round.scenario.perSecond.toFixed(1)}/s, raw verify ${round.ceiling.perSecond.toFixed(1)}/s`,
  );
}
console.log(
  `bare route verifying: ${pair.scenario.perSecond.toFixed(1)}/s (errors ${pair.scenario.errors}); ` +
    `raw verify: ${pair.ceiling.perSecond.toFixed(1)}/s; ratio ${pair.ratio.toFixed(3)}`,
);
process.exit(0);
