/**
 * The statements that record a batch of attempts (outcome-writer.ts), compiled once per database and batch
 * size (platform/db/compiled-once.ts): a worker writes a batch many times a second under load, and building
 * these statements with Kysely, a bound value per column of each row, cost about half as much CPU as SQLite
 * spends running them. outbox.repository.ts says what each does; here is how.
 *
 * Rows go in as parallel lists, one per column, padded to a few lengths (`OUTCOME_LENGTHS`) with rows that
 * match nothing: a delivery id of -1, which no row has, and which the statements leave out.
 */
import { sql, type RawBuilder, type Selectable } from 'kysely';
import { compiledOnce, padded, type Arg } from '../../../platform/db/compiled-once.ts';
import { ownTables } from '../../../platform/db/transaction.ts';
import type { Timestamp } from '../../../platform/db/types.ts';
import type { DeliveryStatus, WebhookAttemptsTable, WebhookTables } from '../webhooks.tables.ts';

const own = ownTables<WebhookTables>();

/** The lengths a batch's lists are padded to: a batch is at most `OUTCOME_BATCH` (100) outcomes. */
const OUTCOME_LENGTHS = [4, 16, 48, 100];
/** The id of a padding row: no delivery, endpoint or attempt has it. */
const NO_ID = -1;

/**
 * `(values (…), (…), …)` of `columns` (each a list, all of one length) as a table with columns column1,
 * column2, … on both databases. PostgreSQL types each column of `values` from its first row, so the first row
 * carries a cast per column (`types`).
 */
function valuesTable<T>(columns: readonly (readonly Arg[])[], types: readonly string[]): RawBuilder<T> {
  const rows = columns[0]!.map(
    (_, row) =>
      sql`(${sql.join(
        columns.map((column, c) =>
          row === 0 ? sql`cast(${column[row]} as ${sql.raw(types[c]!)})` : sql`${column[row]}`,
        ),
      )})`,
  );
  return sql<T>`(values ${sql.join(rows)})`;
}

/** One column of `rows`, padded to the batch lengths with `filler`. */
function column<R, T extends Arg>(rows: readonly R[], pick: (row: R) => T, filler: T): T[] {
  return padded(rows.map(pick), filler, OUTCOME_LENGTHS);
}

/** What one attempt changes on its delivery. */
export interface FinishedAttempt {
  deliveryRowId: number;
  status: DeliveryStatus;
  attemptCount: number;
  nextAttemptAt: Timestamp;
  finishedAt: Timestamp | null;
}

export interface FinishArgs {
  orgId: number;
  owner: string;
  /** One entry per attempt, padded with `NO_ID` (`padFinish`). */
  ids: readonly number[];
  statuses: readonly DeliveryStatus[];
  attemptCounts: readonly number[];
  nextAttemptAts: readonly string[];
  finishedAts: readonly (string | null)[];
}

/** The finish of `outcomes` (at least one), as padded lists. */
export function padFinish(orgId: number, owner: string, outcomes: readonly FinishedAttempt[]): FinishArgs {
  const first = outcomes[0]!;
  return {
    orgId,
    owner,
    ids: column(outcomes, (o) => o.deliveryRowId, NO_ID),
    statuses: column(outcomes, (o) => o.status, first.status),
    attemptCounts: column(outcomes, (o) => o.attemptCount, 0),
    nextAttemptAts: column(outcomes, (o) => o.nextAttemptAt, first.nextAttemptAt),
    finishedAts: column(outcomes, (o) => o.finishedAt, null),
  };
}

export const finishStatement = compiledOnce((db, { orgId, owner, ...rows }: FinishArgs) => {
  const values = valuesTable<{
    column1: number;
    column2: DeliveryStatus;
    column3: number;
    column4: string;
    column5: string | null;
  }>(
    [rows.ids, rows.statuses, rows.attemptCounts, rows.nextAttemptAts, rows.finishedAts],
    ['bigint', 'varchar(16)', 'integer', 'varchar(23)', 'varchar(23)'],
  );
  return own(db)
    .updateTable('webhook_deliveries')
    .from(values.as('v'))
    .set((eb) => ({
      status: eb.ref('v.column2'),
      attempt_count: eb.ref('v.column3'),
      next_attempt_at: eb.ref('v.column4'),
      finished_at: eb.ref('v.column5'),
      manual: false,
      lease_owner: null,
      lease_expires_at: null,
    }))
    .whereRef('webhook_deliveries.id', '=', 'v.column1')
    .where('webhook_deliveries.org_id', '=', orgId)
    .where('webhook_deliveries.lease_owner', '=', owner)
    .returning('webhook_deliveries.id');
});

/** An attempt of the log, as a row of parallel lists (`padAttempts`). */
export interface AttemptsArgs {
  orgId: number;
  endpointIds: readonly number[];
  /** The attempts' deliveries; `NO_ID` in a padding row, which is not inserted. */
  deliveryRowIds: readonly number[];
  deliveryIds: readonly string[];
  events: readonly string[];
  attempts: readonly number[];
  manuals: readonly boolean[];
  successes: readonly boolean[];
  responseStatuses: readonly (number | null)[];
  responseBodies: readonly (string | null)[];
  errorMessages: readonly (string | null)[];
  durations: readonly number[];
  createdAts: readonly string[];
}

/** An attempt for the log: its row without id and organization, `manual` and `success` booleans. */
export type LoggedAttempt = Omit<Selectable<WebhookAttemptsTable>, 'id' | 'org_id' | 'manual' | 'success'> & {
  manual: boolean;
  success: boolean;
};

/** The log rows of `rows` (at least one), as padded lists. */
export function padAttempts(orgId: number, rows: readonly LoggedAttempt[]): AttemptsArgs {
  const first = rows[0]!;
  return {
    orgId,
    endpointIds: column(rows, (r) => r.endpoint_id, NO_ID),
    deliveryRowIds: column(rows, (r) => r.delivery_row_id, NO_ID),
    deliveryIds: column(rows, (r) => r.delivery_id, first.delivery_id),
    events: column(rows, (r) => r.event, first.event),
    attempts: column(rows, (r) => r.attempt, 0),
    manuals: column(rows, (r) => r.manual, false),
    successes: column(rows, (r) => r.success, false),
    responseStatuses: column(rows, (r) => r.response_status, null),
    responseBodies: column(rows, (r) => r.response_body, null),
    errorMessages: column(rows, (r) => r.error_message, null),
    durations: column(rows, (r) => r.duration_ms, 0),
    createdAts: column(rows, (r) => r.created_at, first.created_at),
  };
}

export const insertAttemptsStatement = compiledOnce((db, { orgId, ...rows }: AttemptsArgs) => {
  const values = valuesTable<{
    column1: number;
    column2: number;
    column3: string;
    column4: string;
    column5: number;
    column6: boolean;
    column7: boolean;
    column8: number | null;
    column9: string | null;
    column10: string | null;
    column11: number;
    column12: string;
  }>(
    [
      rows.endpointIds,
      rows.deliveryRowIds,
      rows.deliveryIds,
      rows.events,
      rows.attempts,
      rows.manuals,
      rows.successes,
      rows.responseStatuses,
      rows.responseBodies,
      rows.errorMessages,
      rows.durations,
      rows.createdAts,
    ],
    [
      'bigint',
      'bigint',
      // Text, not varchar(n): a cast to varchar(n) would cut a longer value where assignment refuses it.
      'text',
      'text',
      'integer',
      'boolean',
      'boolean',
      'integer',
      'text',
      'text',
      'integer',
      'varchar(23)',
    ],
  );
  return own(db)
    .insertInto('webhook_attempts')
    .columns([
      'org_id',
      'endpoint_id',
      'delivery_row_id',
      'delivery_id',
      'event',
      'attempt',
      'manual',
      'success',
      'response_status',
      'response_body',
      'error_message',
      'duration_ms',
      'created_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom(values.as('v'))
        .select([
          sql<number>`cast(${orgId} as bigint)`.as('org_id'),
          'v.column1',
          'v.column2',
          'v.column3',
          'v.column4',
          'v.column5',
          'v.column6',
          'v.column7',
          'v.column8',
          'v.column9',
          'v.column10',
          'v.column11',
          'v.column12',
        ])
        .where('v.column2', '<>', NO_ID),
    );
});

export interface PruneArgs {
  orgId: number;
  /** Endpoints whose attempt logs may have grown, padded with `NO_ID`. */
  endpointIds: readonly number[];
  keep: number;
}

/** The boundaries read for `endpointIds`, padded (a padding endpoint has no attempts: its boundary is null). */
export function padPrune(orgId: number, endpointIds: readonly number[], keep: number): PruneArgs {
  return { orgId, endpointIds: column(endpointIds, (id) => id, NO_ID), keep };
}

/** Each endpoint's newest attempt past the `keep` newest, or null when it has no more than `keep`. */
export const pruneBoundariesStatement = compiledOnce((db, { orgId, endpointIds, keep }: PruneArgs) => {
  const endpoints = valuesTable<{ column1: number }>([endpointIds], ['bigint']);
  return own(db)
    .selectFrom(endpoints.as('v'))
    .select((eb) => [
      'v.column1 as endpoint_id',
      eb
        .selectFrom('webhook_attempts as a')
        .select('a.id')
        .where('a.org_id', '=', orgId)
        .whereRef('a.endpoint_id', '=', 'v.column1')
        .orderBy('a.id', 'desc')
        .limit(1)
        .offset(keep)
        .as('boundary'),
    ]);
});

export interface CutArgs {
  orgId: number;
  /** Endpoints and the newest attempt of each to delete (with older ones), padded with `NO_ID`. */
  endpointIds: readonly number[];
  boundaries: readonly number[];
}

/** The cut below each of `cuts` (at least one), padded. */
export function padCut(orgId: number, cuts: readonly { endpoint_id: number; boundary: number }[]): CutArgs {
  return {
    orgId,
    endpointIds: column(cuts, (c) => c.endpoint_id, NO_ID),
    boundaries: column(cuts, (c) => c.boundary, NO_ID),
  };
}

/** Deletes each endpoint's attempts up to its boundary: one range of the index (org_id, endpoint_id, id) each. */
export const cutAttemptsStatement = compiledOnce((db, { orgId, endpointIds, boundaries }: CutArgs) => {
  return own(db)
    .deleteFrom('webhook_attempts')
    .where((eb) =>
      eb.or(
        endpointIds.map((id, i) =>
          eb.and([eb('org_id', '=', orgId), eb('endpoint_id', '=', id), eb('id', '<=', boundaries[i]!)]),
        ),
      ),
    );
});
