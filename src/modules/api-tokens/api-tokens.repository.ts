/** SQL for API tokens. Every method but the authentication lookup is scoped by organization id. */
import type { Insertable, Selectable } from 'kysely';
import type { Tx } from '../../db.ts';
import { combinedRead, type RawRow } from '../../platform/db/together.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import { memberRolePart, orgPlanPart } from '../organizations/index.ts';
import type { ApiTokenTables, ApiTokensTable } from './api-tokens.tables.ts';

const own = ownTables<ApiTokenTables>();

export type ApiTokenRow = Selectable<ApiTokensTable>;

/** A token found by its hash, with its organization's plan and its creator's role there. */
export type AuthenticatedTokenRow = Pick<
  ApiTokenRow,
  | 'id'
  | 'token_uuid'
  | 'org_id'
  | 'name'
  | 'rights'
  | 'rights_buckets'
  | 'created_by_user_id'
  | 'expires_at'
  | 'last_used_at'
> & { plan: string; creator_role: string | null };

const tokenWithOrg = combinedRead((db, { tokenHash }: { tokenHash: string }, share) => {
  const byHash = own(db).selectFrom('api_tokens').where('token_hash', '=', tokenHash);
  // Two parts filter by the token's organization: it is looked up once.
  const orgId = share(byHash.select('org_id').$asScalar());
  return {
    token: {
      query: byHash.select([
        'id',
        'token_uuid',
        'org_id',
        'name',
        'rights',
        'rights_buckets',
        'created_by_user_id',
        'expires_at',
        'last_used_at',
      ]),
      read: (row: RawRow | undefined) =>
        row as Omit<AuthenticatedTokenRow, 'plan' | 'creator_role'> | undefined,
    },
    plan: orgPlanPart(db, orgId),
    role: memberRolePart(db, orgId, byHash.select('created_by_user_id').$asScalar()),
  };
});

export class ApiTokensRepository {
  insert(db: Tx, orgId: number, values: Omit<Insertable<ApiTokensTable>, 'org_id'>): Promise<ApiTokenRow> {
    return own(db)
      .insertInto('api_tokens')
      .values({ ...values, org_id: orgId })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  listInOrg(db: Tx, orgId: number): Promise<ApiTokenRow[]> {
    return own(db).selectFrom('api_tokens').selectAll().where('org_id', '=', orgId).orderBy('id').execute();
  }

  findInOrg(db: Tx, orgId: number, tokenUuid: string): Promise<ApiTokenRow | undefined> {
    return own(db)
      .selectFrom('api_tokens')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('token_uuid', '=', tokenUuid)
      .executeTakeFirst();
  }

  /**
   * Authentication lookup by hash, before the organization is known, with what the check needs: the
   * organization's plan and the creator's current role (null once the creator left), read from the
   * organizations module for the organization and creator the token names, in the same statement.
   */
  async findForAuthentication(db: Tx, tokenHash: string): Promise<AuthenticatedTokenRow | undefined> {
    const found = await tokenWithOrg(db, { tokenHash });
    if (found.token === undefined || found.plan === undefined) return undefined;
    return { ...found.token, plan: found.plan, creator_role: found.role };
  }

  async update(
    db: Tx,
    orgId: number,
    tokenId: number,
    values: Partial<Pick<ApiTokensTable, 'name' | 'description' | 'rights' | 'rights_buckets'>> & {
      update_date: Timestamp;
    },
  ): Promise<ApiTokenRow | undefined> {
    return own(db)
      .updateTable('api_tokens')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', tokenId)
      .returningAll()
      .executeTakeFirst();
  }

  async delete(db: Tx, orgId: number, tokenId: number): Promise<void> {
    await own(db).deleteFrom('api_tokens').where('org_id', '=', orgId).where('id', '=', tokenId).execute();
  }

  async touch(db: Tx, orgId: number, tokenId: number, now: Timestamp): Promise<void> {
    await own(db)
      .updateTable('api_tokens')
      .set({ last_used_at: now })
      .where('org_id', '=', orgId)
      .where('id', '=', tokenId)
      .execute();
  }
}
