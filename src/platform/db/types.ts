import type { ColumnType, Generated } from 'kysely';

/** Integer identity: generated on insert, a number when read. */
export type Id = Generated<number>;
/** Boolean column: `boolean` on PostgreSQL, `0|1` on SQLite; read it through `toBool`. */
export type Bool = ColumnType<boolean | number, boolean, boolean>;
/** Timestamp column: UTC text `YYYY-MM-DD HH:MM:SS.mmm` (see clock.ts). */
export type Timestamp = string;
