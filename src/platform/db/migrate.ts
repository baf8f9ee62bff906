/**
 * Applies the forward-only migrations in `migrations/` (at boot, by `lms migrate`, in tests and in CI).
 * Kysely's migrator takes a lock, so several processes starting together apply each migration once.
 */
import { Migrator, type Kysely, type Migration, type MigrationResult } from 'kysely';
import { migrations } from '../../../migrations/index.ts';

export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations as Record<string, Migration>) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((r) => r.status === 'Error');
    const reason = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, { cause: error });
  }
  return results ?? [];
}
