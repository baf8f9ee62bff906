/** PLATFORM_API_KEY: unset by default (the internal pack routes answer 404), refused when short. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, MIN_PLATFORM_KEY_LENGTH, loadConfig } from './config.ts';

const CWD = '/srv/lms';

describe('PLATFORM_API_KEY', () => {
  it('is unset by default, also when empty', () => {
    assert.equal(loadConfig({}, CWD).platformApiKey, undefined);
    assert.equal(loadConfig({ PLATFORM_API_KEY: '  ' }, CWD).platformApiKey, undefined);
  });

  it('is read as given when long enough', () => {
    const key = 'k'.repeat(MIN_PLATFORM_KEY_LENGTH);
    assert.equal(loadConfig({ PLATFORM_API_KEY: key }, CWD).platformApiKey, key);
  });

  it(`is refused shorter than ${MIN_PLATFORM_KEY_LENGTH} characters`, () => {
    assert.throws(
      () => loadConfig({ PLATFORM_API_KEY: 'k'.repeat(MIN_PLATFORM_KEY_LENGTH - 1) }, CWD),
      (error: unknown) =>
        error instanceof ConfigError && error.problems.some((p) => p.startsWith('PLATFORM_API_KEY')),
    );
  });
});
