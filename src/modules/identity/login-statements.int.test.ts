/**
 * What a password login costs the database [issue 14]: every statement it sends (`begin` and `commit`
 * included), the list docs/architecture.md gives. Around the one Argon2id verification: the address's
 * rate-limit hit (with its key's lock on PostgreSQL), the user, the email's failures (none here), the refresh
 * token.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { testDialect } from '../../../test/test-database.ts';
import { addMember, createOrg, PASSWORD } from '../../../test/factories.ts';
import { statementRecorder, statementShape } from '../../../test/statements.ts';

const statements = statementRecorder();
let t: TestApp;
before(async () => {
  t = await buildTestApp({ build: { onStatement: statements.onStatement } });
});
after(() => t.close());

it('a login with the right password sends 6 statements (7 on PostgreSQL), the same on each login', async () => {
  const { org } = await createOrg(t);
  const learner = await addMember(t, org.id, 'learner');
  const login = async (ip: string) => {
    const { result, statements: sent } = await statements.during(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: learner.email, password: PASSWORD }).toString(),
        remoteAddress: ip,
      }),
    );
    assert.equal(result.statusCode, 200, result.body);
    return sent;
  };
  const first = await login('10.20.0.1');
  const lock = testDialect() === 'postgres' ? ['lock'] : [];
  assert.deepEqual(
    first.map((text) => (text.includes('pg_advisory_xact_lock') ? 'lock' : statementShape(text))),
    [
      'begin',
      ...lock,
      'insert rate_limit_hits', // the address's hit, if its window has room
      'commit',
      'select users', // the user of the email
      'select login_failures', // the email's failures: none, so nothing to forget
      'insert refresh_tokens',
    ],
  );
  // Another login from another address sends the very same statements.
  assert.deepEqual(await login('10.20.0.2'), first);
});
