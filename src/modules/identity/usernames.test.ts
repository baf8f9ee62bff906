import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { usernameBase, usernameCandidates } from './usernames.ts';

/** The pattern and lengths signup accepts (identity.schemas.ts). */
const SIGNUP_USERNAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{1,63}$/;

describe('usernames for provider accounts', () => {
  it('prefers preferred_username, else the local part of the email', () => {
    assert.equal(usernameBase('alice', 'someone@example.com'), 'alice');
    assert.equal(usernameBase(undefined, 'bob.smith@example.com'), 'bob.smith');
  });

  it('takes the local part of a preferred_username that is an address', () => {
    assert.equal(usernameBase('jane.doe@contoso.onmicrosoft.com', 'x@example.com'), 'jane.doe');
  });

  it('drops accents and replaces other characters', () => {
    assert.equal(usernameBase('Zoë Martin', 'z@example.com'), 'Zoe_Martin');
    assert.equal(usernameBase('__weird!!name__', 'w@example.com'), 'weird_name');
  });

  it('falls back to the email, then to "user", when nothing usable is left', () => {
    assert.equal(usernameBase('李', 'li.wei@example.com'), 'li.wei');
    assert.equal(usernameBase('!', '李@example.com'), 'user');
  });

  it('cuts long names so a suffix still fits', () => {
    const base = usernameBase('a'.repeat(200), 'a@example.com');
    assert.equal(base.length, 50);
  });

  it('numbers the candidates, then adds random suffixes', () => {
    const candidates = usernameCandidates('alice');
    const first = Array.from({ length: 21 }, () => candidates.next().value as string);
    assert.deepEqual(first.slice(0, 3), ['alice', 'alice_2', 'alice_3']);
    assert.equal(first[19], 'alice_20');
    assert.match(first[20]!, /^alice_[a-z0-9]{6}$/);
  });

  it('always gives names that signup would accept', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ maxLength: 300 }), { nil: undefined }),
        fc.string(),
        (preferred, local) => {
          const base = usernameBase(preferred, `${local}@example.com`);
          const candidates = usernameCandidates(base);
          for (let i = 0; i < 22; i += 1) assert.match(candidates.next().value as string, SIGNUP_USERNAME);
        },
      ),
    );
  });
});
