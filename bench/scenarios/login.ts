import { adminSession } from '../lib/client.ts';
import { runLoad } from '../lib/load.ts';
import type { Scenario } from '../lib/scenario.ts';
import { seedLearners, seedToken } from '../lib/seed.ts';
import { startServer } from '../lib/server.ts';

const USERS = 20;
const PASSWORD = 'a bench password';

export const login: Scenario = {
  name: 'login',
  title: 'Password login (bounded by the Argon2id hash)',
  usesDatabase: true,
  async run({ dialect, duration, log }) {
    // Clients behind a proxy: each request names its own client address, so the per-IP limit does not bind.
    const server = await startServer(dialect, { TRUST_PROXY: 'true' });
    try {
      const { admin, orgId, slug } = await adminSession(server.base);
      const token = await seedToken(admin, orgId);
      log(`seeding ${USERS} users with passwords`);
      const users = await seedLearners(admin, token, slug, USERS, { password: PASSWORD });
      const load = await runLoad({
        url: `${server.base}/auth/login`,
        connections: 8,
        duration,
        forwardedFor: true,
        rotate: users.map((user) => ({
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ username: user.email, password: PASSWORD }).toString(),
        })),
      });
      return [{ label: 'POST /auth/login, right password (Argon2id verify per request)', load }];
    } finally {
      await server.stop();
    }
  },
};
