import { HASHING_THREADS, hashPassword } from '../../src/modules/identity/index.ts';
import { adminSession } from '../lib/client.ts';
import { runLoad } from '../lib/load.ts';
import { rawVerify } from '../lib/raw-verify.ts';
import type { Scenario } from '../lib/scenario.ts';
import { seedLearners, seedToken } from '../lib/seed.ts';
import { startServer } from '../lib/server.ts';
import { atLeast, fromLoad, sideBySide } from '../lib/side-by-side.ts';

const USERS = 20;
const PASSWORD = 'a bench password';
const CONNECTIONS = 8;
const GOAL = 0.9;

export const login: Scenario = {
  name: 'login',
  title: `Password login beside the raw Argon2id verify rate (the service's parameters, ${CONNECTIONS} at a time)`,
  async run(context) {
    const { duration, rounds, log } = context;
    // Clients behind a proxy: each request names its own client address, so the per-IP limit does not bind.
    const server = await startServer(context, { TRUST_PROXY: 'true' });
    try {
      const { admin, orgId, slug } = await adminSession(server.url);
      const token = await seedToken(admin, orgId);
      log(`seeding ${USERS} users with passwords`);
      const users = await seedLearners(admin, token, slug, USERS, { password: PASSWORD });
      // The service's own hashing: the hash carries its parameters (memory, passes, lanes) to the verify.
      const hash = await hashPassword(PASSWORD);
      const pair = await sideBySide(
        `raw Argon2id verify, ${CONNECTIONS} callers, ${HASHING_THREADS} threads verifying`,
        {
          scenario: async () =>
            fromLoad(
              await runLoad({
                url: `${server.url}/auth/login`,
                connections: CONNECTIONS,
                duration,
                forwardedFor: true,
                rotate: users.map((user) => ({
                  method: 'POST',
                  headers: { 'content-type': 'application/x-www-form-urlencoded' },
                  body: new URLSearchParams({ username: user.email, password: PASSWORD }).toString(),
                })),
              }),
            ),
          ceiling: () => rawVerify({ hash, password: PASSWORD, concurrency: CONNECTIONS, duration }),
        },
        rounds,
      );
      return [
        {
          label: 'POST /auth/login, right password (Argon2id verify per request)',
          pair,
          goal: atLeast(pair.ratio, GOAL),
          extra: { argon2: hash.split('$').slice(1, 4).join(' ') },
        },
      ];
    } finally {
      await server.stop();
    }
  },
};
