/** How a unique violation is told apart on each driver, from the shapes of their errors. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { onUniqueViolation, uniqueColumns, uniqueExpressionIndex, violates } from './unique-violations.ts';

const PAIR = uniqueColumns('things_a_b_key', 'things', ['a', 'b']);
const LOWER = uniqueExpressionIndex('things_lower_name_key');

const postgres = (constraint: string) =>
  Object.assign(new Error('duplicate key'), { code: '23505', constraint });
const sqlite = (code: string, target: string) =>
  Object.assign(new Error(`UNIQUE constraint failed: ${target}`), { code });

describe('unique violations', () => {
  it('recognises PostgreSQL by the constraint name', () => {
    assert.ok(violates(postgres('things_a_b_key'), PAIR));
    assert.ok(!violates(postgres('things_a_key'), PAIR));
    assert.ok(violates(postgres('things_lower_name_key'), LOWER));
  });

  it('recognises SQLite by the exact column list or index name, primary keys included', () => {
    assert.ok(violates(sqlite('SQLITE_CONSTRAINT_UNIQUE', 'things.a, things.b'), PAIR));
    assert.ok(violates(sqlite('SQLITE_CONSTRAINT_PRIMARYKEY', 'things.a, things.b'), PAIR));
    assert.ok(!violates(sqlite('SQLITE_CONSTRAINT_UNIQUE', 'things.a'), PAIR));
    assert.ok(!violates(sqlite('SQLITE_CONSTRAINT_UNIQUE', 'things.a, things.b, things.c'), PAIR));
    assert.ok(violates(sqlite('SQLITE_CONSTRAINT_UNIQUE', "index 'things_lower_name_key'"), LOWER));
  });

  it('ignores every other error', () => {
    for (const error of [
      Object.assign(new Error('fk'), { code: '23503', constraint: 'things_a_b_key' }),
      sqlite('SQLITE_CONSTRAINT_FOREIGNKEY', 'things.a, things.b'),
      new Error('UNIQUE constraint failed: things.a, things.b'),
      'things_a_b_key',
      null,
      undefined,
    ]) {
      assert.ok(!violates(error, PAIR), String(error));
    }
  });

  it('translates only the rules named, and lets everything else through as it was', async () => {
    const taken = new Error('taken');
    await assert.rejects(
      onUniqueViolation(
        () => Promise.reject(postgres('things_a_b_key')),
        [LOWER, PAIR],
        (rule) => (rule === PAIR ? taken : new Error('wrong rule')),
      ),
      taken,
    );
    const other = postgres('things_other_key');
    await assert.rejects(
      onUniqueViolation(
        () => Promise.reject(other),
        PAIR,
        () => taken,
      ),
      (error: unknown) => error === other,
    );
    assert.equal(
      await onUniqueViolation(
        () => Promise.resolve(42),
        PAIR,
        () => taken,
      ),
      42,
    );
  });
});
