/**
 * The login lockout cannot be used to discover accounts [CONTRACT 4]: an email without an account collects
 * failures and locks exactly like one with an account (same answers, same Retry-After, same windows), and every
 * attempt, locked or not, verifies the given password once. The general lockout rules for accounts are in
 * auth.int.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MINUTE } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/errors.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { PASSWORD, createUser, uniq } from '../../../test/factories.ts';
import { assertError } from '../../../test/assertions.ts';
import { IdentityRepository } from './identity.repository.ts';
import { LoginService } from './login.service.ts';
import { verifyPassword } from './passwords.ts';

const WRONG_PASSWORD = 'definitely not the password';

interface InjectResponse {
  statusCode: number;
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
  json<T = unknown>(): T;
}

/** What a caller can observe of one login answer. */
interface Answer {
  status: number;
  body: string;
  retryAfter: string | undefined;
}

function answer(response: InjectResponse): Answer {
  const retryAfter = response.headers['retry-after'];
  return {
    status: response.statusCode,
    body: response.body,
    retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
  };
}

function unknownEmail(): string {
  return `nobody-${uniq()}@example.com`;
}

describe('identity: the login lockout treats unknown emails like accounts', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ deploymentMode: 'saas' });
  });
  after(() => t.close());

  // A fresh address per attempt, so the per-IP rate limit never answers in place of the lockout.
  let ipCounter = 0;
  function nextIp(): string {
    ipCounter += 1;
    return `10.${Math.floor(ipCounter / 62500) % 250}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
  }

  function login(username: string, password: string): Promise<InjectResponse> {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password }).toString(),
      remoteAddress: nextIp(),
    });
  }

  it('locks an unknown email on the 10th failure with the answer of a locked account, for 15 minutes', async () => {
    const known = (await createUser(t)).email;
    const unknown = unknownEmail();
    for (let i = 1; i <= 9; i += 1) {
      const k = await login(known, WRONG_PASSWORD);
      const u = await login(unknown, WRONG_PASSWORD);
      assertError(u, 401, 'invalid_credentials');
      assert.deepEqual(answer(u), answer(k), `failure ${i}`);
    }
    for (const nth of ['10th', '11th']) {
      const k = await login(known, WRONG_PASSWORD);
      const u = await login(unknown, WRONG_PASSWORD);
      assertError(k, 423, 'account_locked');
      assert.deepEqual(answer(u), answer(k), `${nth} failure`);
      assert.equal(answer(u).retryAfter, String(15 * 60));
    }
    // The right password of the account is refused alike, and says the same.
    assert.deepEqual(answer(await login(unknown, PASSWORD)), answer(await login(known, PASSWORD)));

    t.clock.advance(15 * MINUTE);
    const k = await login(known, WRONG_PASSWORD);
    const u = await login(unknown, WRONG_PASSWORD);
    assertError(u, 401, 'invalid_credentials');
    assert.deepEqual(answer(u), answer(k));
  });

  it('answers a known and an unknown email identically through failures, quiet spells and locks', async () => {
    type Step = { fail: number } | { wait: number } | { succeed: true };
    const steps: Step[] = [
      { fail: 9 },
      { wait: 30 * MINUTE }, // a quiet spell breaks the run
      { fail: 9 },
      { wait: 29 * MINUTE }, // not quite: the next failure is the 10th of this run
      { fail: 2 },
      { wait: 5 * MINUTE },
      { fail: 1 }, // still locked, 10 minutes to go
      { wait: 10 * MINUTE },
      { fail: 1 }, // the lock is over: failure 1 of a new run
      { wait: 31 * MINUTE },
      { fail: 11 },
      { wait: 14 * MINUTE },
      { fail: 1 },
      { wait: 1 * MINUTE },
      { fail: 9 },
    ];
    const known = (await createUser(t)).email;
    const unknown = unknownEmail();
    const seen: { known: Answer[]; unknown: Answer[] } = { known: [], unknown: [] };
    for (const step of steps) {
      if ('wait' in step) {
        t.clock.advance(step.wait);
        continue;
      }
      const count = 'fail' in step ? step.fail : 1;
      for (let i = 0; i < count; i += 1) {
        seen.known.push(answer(await login(known, WRONG_PASSWORD)));
        seen.unknown.push(answer(await login(unknown, WRONG_PASSWORD)));
      }
    }
    assert.deepEqual(seen.unknown, seen.known);
    // The sequence is the one the rules give, not merely the same for both.
    const expected = [
      ...Array<number>(9 + 9).fill(401),
      423,
      423,
      423,
      401,
      ...Array<number>(9).fill(401),
      423,
      423,
      423,
      ...Array<number>(9).fill(401),
    ];
    assert.deepEqual(
      seen.known.map((a) => a.status),
      expected,
    );
    assert.deepEqual(
      seen.known.filter((a) => a.status === 423).map((a) => a.retryAfter),
      ['900', '900', '600', '900', '900', '60'],
    );
  });

  it('shares one counter between spellings of an email that differ in case and surrounding spaces', async () => {
    const id = uniq();
    const spellings = [`Nobody-${id}@Example.COM`, `  nobody-${id}@example.com `];
    for (let i = 1; i <= 9; i += 1) {
      assertError(await login(spellings[i % 2]!, WRONG_PASSWORD), 401, 'invalid_credentials');
    }
    assertError(await login(spellings[0]!, WRONG_PASSWORD), 423, 'account_locked');
    assertError(await login(`nobody-${id}@example.com`, WRONG_PASSWORD), 423, 'account_locked');

    const u = await createUser(t, { email: `user-${id}@example.com` });
    for (let i = 1; i <= 9; i += 1) {
      const spelling = i % 2 === 0 ? u.email.toUpperCase() : ` ${u.email}  `;
      assertError(await login(spelling, WRONG_PASSWORD), 401, 'invalid_credentials');
    }
    assertError(await login(u.email, WRONG_PASSWORD), 423, 'account_locked');
  });

  it('locks exactly at the 10th of concurrent failures, for a known and an unknown email alike', async () => {
    for (const email of [(await createUser(t)).email, unknownEmail()]) {
      const responses = await Promise.all(Array.from({ length: 20 }, () => login(email, WRONG_PASSWORD)));
      const statuses = responses.map((r) => r.statusCode).sort();
      assert.deepEqual(statuses, [...Array<number>(9).fill(401), ...Array<number>(11).fill(423)], email);
    }
  });

  it('forgets the failures of an email 30 minutes after its last one, when later failures sweep', async () => {
    const db = t.services.db;
    const keys = async () =>
      (await db.selectFrom('login_failures').select('email_key').execute()).map((r) => r.email_key);
    const [old, locked, recent, latest] = [unknownEmail(), unknownEmail(), unknownEmail(), unknownEmail()];
    await login(old, WRONG_PASSWORD);
    t.clock.advance(10 * MINUTE);
    for (let i = 1; i <= 10; i += 1) await login(locked, WRONG_PASSWORD);
    t.clock.advance(19 * MINUTE);
    await login(recent, WRONG_PASSWORD);
    t.clock.advance(1 * MINUTE + 1);
    await login(latest, WRONG_PASSWORD);

    const left = await keys();
    assert.ok(!left.includes(old), 'the row 30 minutes old is gone');
    for (const kept of [locked, recent, latest]) assert.ok(left.includes(kept), `${kept} is kept`);
    // What was forgotten meant nothing any more: that email starts a new run.
    assertError(await login(old, WRONG_PASSWORD), 401, 'invalid_credentials');
  });

  describe('the password is verified before the lock is looked at', () => {
    /** A login service over the app's database whose verifications and repository calls are recorded. */
    function recordingLogin() {
      const events: string[] = [];
      const verified: { stored: string | null; password: string }[] = [];
      class RecordingRepository extends IdentityRepository {
        override findUserByEmail(...args: Parameters<IdentityRepository['findUserByEmail']>) {
          events.push('find user');
          return super.findUserByEmail(...args);
        }
        override recordFailedLogin(...args: Parameters<IdentityRepository['recordFailedLogin']>) {
          events.push('record failure');
          return super.recordFailedLogin(...args);
        }
        override clearFailedLogins(...args: Parameters<IdentityRepository['clearFailedLogins']>) {
          events.push('clear failures');
          return super.clearFailedLogins(...args);
        }
      }
      const service = new LoginService({
        db: t.services.db,
        repo: new RecordingRepository(),
        sessions: t.services.sessions,
        limiter: t.services.limiter,
        clock: t.clock,
        deploymentMode: 'saas',
        verifyPassword: (stored, password) => {
          events.push('verify');
          verified.push({ stored, password });
          return verifyPassword(stored, password);
        },
      });
      /** The events of one attempt and its error (undefined on success). */
      async function attempt(email: string, password: string) {
        events.length = 0;
        verified.length = 0;
        const error = await service.login(nextIp(), email, password).then(
          () => undefined,
          (e: unknown) => (e instanceof AppError ? e : assert.fail(String(e))),
        );
        return { events: [...events], verified: [...verified], status: error?.statusCode ?? 200 };
      }
      return attempt;
    }

    it('spends the hash on a locked account, even with its right password', async () => {
      const attempt = recordingLogin();
      const u = await createUser(t);
      for (let i = 1; i <= 10; i += 1) await attempt(u.email, WRONG_PASSWORD);
      const hash = (
        await t.services.db
          .selectFrom('users')
          .select('password_hash')
          .where('id', '=', u.user.id)
          .executeTakeFirstOrThrow()
      ).password_hash;

      for (const password of [PASSWORD, WRONG_PASSWORD]) {
        const locked = await attempt(u.email, password);
        assert.equal(locked.status, 423);
        assert.deepEqual(locked.verified, [{ stored: hash, password }]);
        assert.equal(
          locked.events[1],
          'verify',
          `verified right after the lookup: ${locked.events.join(', ')}`,
        );
      }
    });

    it('spends one verification, against the dummy hash, on an unknown email, locked or not', async () => {
      const attempt = recordingLogin();
      const email = unknownEmail();
      for (let i = 1; i <= 11; i += 1) {
        const result = await attempt(email, WRONG_PASSWORD);
        assert.equal(result.status, i < 10 ? 401 : 423, `attempt ${i}`);
        assert.deepEqual(result.verified, [{ stored: null, password: WRONG_PASSWORD }]);
        assert.deepEqual(result.events, ['find user', 'verify', 'record failure']);
      }
    });

    it('spends one verification on a plain success', async () => {
      const attempt = recordingLogin();
      const u = await createUser(t);
      const result = await attempt(u.email, PASSWORD);
      assert.equal(result.status, 200);
      assert.deepEqual(result.events, ['find user', 'verify', 'clear failures']);
    });
  });
});
