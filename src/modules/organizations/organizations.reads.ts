/** What other modules read of organizations and memberships; every read names the organization. */
import type { Expression } from 'kysely';
import type { Tx } from '../../db.ts';
import type { RowPart } from '../../platform/db/together.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import { OrganizationsRepository } from './organizations.repository.ts';
import type { OrganizationTables } from './organizations.tables.ts';

const own = ownTables<OrganizationTables>();
const repo = new OrganizationsRepository();

/** The member's role as stored, or undefined when the person is not a member. */
export function findMemberRole(db: Tx, orgId: number, userId: number): Promise<string | undefined> {
  return repo.findRole(db, orgId, userId);
}

/**
 * `findMemberRole` as a part of a combined read (platform/db/together.ts): null when not a member. The ids
 * may be another part's expressions.
 */
export function memberRolePart(
  db: Tx,
  orgId: number | Expression<number>,
  userId: number | Expression<number>,
): RowPart<string | null> {
  return {
    query: own(db)
      .selectFrom('memberships')
      .select('role')
      .where('org_id', '=', orgId)
      .where('user_id', '=', userId),
    read: (row) => (typeof row?.role === 'string' ? row.role : null),
  };
}

/** `findOrgPlan` as a part of a combined read; the id may be another part's expression. */
export function orgPlanPart(db: Tx, orgId: number | Expression<number>): RowPart<string | undefined> {
  return {
    query: own(db).selectFrom('organizations').select('plan').where('id', '=', orgId),
    read: (row) => (typeof row?.plan === 'string' ? row.plan : undefined),
  };
}

/** The organization's plan, or undefined when there is no such organization. */
export async function findOrgPlan(db: Tx, orgId: number): Promise<string | undefined> {
  const row = await own(db)
    .selectFrom('organizations')
    .select('plan')
    .where('id', '=', orgId)
    .executeTakeFirst();
  return row?.plan;
}
