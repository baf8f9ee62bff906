import type { ColumnType, Generated } from 'kysely';

/** Integer identity: generated on insert, a number when read. */
export type Id = Generated<number>;
/** Boolean column: `boolean` on PostgreSQL, `0|1` on SQLite; repositories hand it on through `toBool`. */
export type Bool = ColumnType<boolean | number, boolean, boolean>;
/**
 * Timestamp column: UTC text `YYYY-MM-DD HH:MM:SS.mmm` (see clock.ts), the same on both databases, so rows carry
 * it as stored and services compare it as text; each module's presenter turns it into the API's format.
 */
export type Timestamp = string;
