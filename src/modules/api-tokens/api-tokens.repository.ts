/** SQL for API tokens. Every method but the authentication lookup is scoped by organization id. */
import type { Insertable, Selectable } from 'kysely';
import type { Tx } from '../../db.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import type { ApiTokensTable } from './api-tokens.tables.ts';

export type ApiTokenRow = Selectable<ApiTokensTable>;

export class ApiTokensRepository {
  insert(db: Tx, values: Insertable<ApiTokensTable>): Promise<ApiTokenRow> {
    return db.insertInto('api_tokens').values(values).returningAll().executeTakeFirstOrThrow();
  }

  listInOrg(db: Tx, orgId: number): Promise<ApiTokenRow[]> {
    return db.selectFrom('api_tokens').selectAll().where('org_id', '=', orgId).orderBy('id').execute();
  }

  findInOrg(db: Tx, orgId: number, tokenUuid: string): Promise<ApiTokenRow | undefined> {
    return db
      .selectFrom('api_tokens')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('token_uuid', '=', tokenUuid)
      .executeTakeFirst();
  }

  /** Authentication lookup by hash, with what the check needs: the org's plan and the creator's role. */
  findForAuthentication(db: Tx, tokenHash: string) {
    return db
      .selectFrom('api_tokens')
      .innerJoin('organizations', 'organizations.id', 'api_tokens.org_id')
      .leftJoin('memberships', (join) =>
        join
          .onRef('memberships.org_id', '=', 'api_tokens.org_id')
          .onRef('memberships.user_id', '=', 'api_tokens.created_by_user_id'),
      )
      .select([
        'api_tokens.id',
        'api_tokens.token_uuid',
        'api_tokens.org_id',
        'api_tokens.name',
        'api_tokens.rights',
        'api_tokens.created_by_user_id',
        'api_tokens.expires_at',
        'api_tokens.last_used_at',
        'organizations.plan',
        'memberships.role as creator_role',
      ])
      .where('api_tokens.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  async update(
    db: Tx,
    orgId: number,
    tokenId: number,
    values: Partial<Pick<ApiTokensTable, 'name' | 'description' | 'rights'>> & { update_date: Timestamp },
  ): Promise<ApiTokenRow | undefined> {
    return db
      .updateTable('api_tokens')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', tokenId)
      .returningAll()
      .executeTakeFirst();
  }

  async delete(db: Tx, orgId: number, tokenId: number): Promise<void> {
    await db.deleteFrom('api_tokens').where('org_id', '=', orgId).where('id', '=', tokenId).execute();
  }

  async touch(db: Tx, orgId: number, tokenId: number, now: Timestamp): Promise<void> {
    await db
      .updateTable('api_tokens')
      .set({ last_used_at: now })
      .where('org_id', '=', orgId)
      .where('id', '=', tokenId)
      .execute();
  }
}
