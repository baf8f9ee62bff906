/** Waiting in tests for something another process, thread or timer makes true. */
import assert from 'node:assert/strict';

/** Polls `check` every 20 ms until it holds; fails after `ms`, naming `what` was awaited. */
export async function eventually(
  what: string,
  check: () => boolean | Promise<boolean>,
  ms = 5000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.fail(`timed out waiting until ${what}`);
}
