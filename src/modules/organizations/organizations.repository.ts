/** SQL for organizations, memberships and invites. Every method that touches an organization's data takes its id first. */
import type { Insertable, Selectable } from 'kysely';
import type { Tx } from '../../db.ts';
import { lockRow } from '../../platform/db/locking.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import { onUniqueViolation, uniqueColumns } from '../../platform/db/unique-violations.ts';
import { ConflictError } from '../../platform/http/errors.ts';
import type { Role } from '../access/index.ts';
import { findAccountsByIds, type Account } from '../identity/index.ts';
import type { InvitesTable, OrganizationTables, OrganizationsTable } from './organizations.tables.ts';

const own = ownTables<OrganizationTables>();

export type OrgRow = Selectable<OrganizationsTable>;
export type InviteRow = Selectable<InvitesTable>;

/** A membership with the member's account (read from the identity module). */
export interface MemberRow extends Omit<Account, 'id' | 'session_version'> {
  user_id: number;
  role: string;
  joined: Timestamp;
}

/** Slugs are unique (migrations/0001). */
export const UNIQUE_ORG_SLUG = uniqueColumns('organizations_slug_key', 'organizations', ['slug']);
/** One membership per person and organization (migrations/0001). */
export const UNIQUE_MEMBERSHIP = uniqueColumns('memberships_org_user_key', 'memberships', [
  'org_id',
  'user_id',
]);

/**
 * What a person who already is a member hears. Joining is the one path on which that can happen (signup and
 * provisioning make a new account), so every insert answers in the words of the join's own check.
 */
const alreadyMember = () =>
  new ConflictError('You are already a member of this organization', 'already_member');

export class OrganizationsRepository {
  /**
   * 409 `slug_taken` when the slug is taken, also by a creation that committed after the caller looked: every
   * path creating an organization answers the same, whatever it checked before.
   */
  insertOrg(db: Tx, values: Insertable<OrganizationsTable>): Promise<OrgRow> {
    return onUniqueViolation(
      () => own(db).insertInto('organizations').values(values).returningAll().executeTakeFirstOrThrow(),
      UNIQUE_ORG_SLUG,
      () => new ConflictError(`The slug "${values.slug}" is taken`, 'slug_taken'),
    );
  }

  findOrgById(db: Tx, orgId: number): Promise<OrgRow | undefined> {
    return own(db).selectFrom('organizations').selectAll().where('id', '=', orgId).executeTakeFirst();
  }

  findOrgBySlug(db: Tx, slug: string): Promise<OrgRow | undefined> {
    return own(db)
      .selectFrom('organizations')
      .selectAll()
      .where('slug', '=', slug.toLowerCase())
      .executeTakeFirst();
  }

  async countOrgs(db: Tx): Promise<number> {
    const row = await own(db)
      .selectFrom('organizations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async updateOrg(
    db: Tx,
    orgId: number,
    values: Partial<Pick<OrganizationsTable, 'signup_mechanism' | 'plan' | 'name' | 'description'>> & {
      update_date: Timestamp;
    },
  ): Promise<OrgRow | undefined> {
    return own(db)
      .updateTable('organizations')
      .set(values)
      .where('id', '=', orgId)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Called by `OrganizationsService.addMember` alone, which checks the member limit (member-limit.test.ts).
   * 409 `already_member` when the person is a member already, also when a concurrent join committed after the
   * caller's check: the loser of that race is told what its check would have said.
   */
  async insertMembership(db: Tx, orgId: number, userId: number, role: Role, now: Timestamp): Promise<void> {
    await onUniqueViolation(
      () =>
        own(db)
          .insertInto('memberships')
          .values({ org_id: orgId, user_id: userId, role, creation_date: now, update_date: now })
          .execute(),
      UNIQUE_MEMBERSHIP,
      alreadyMember,
    );
  }

  async countMembers(db: Tx, orgId: number): Promise<number> {
    const row = await this.memberships(db, orgId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async findRole(db: Tx, orgId: number, userId: number): Promise<string | undefined> {
    const row = await own(db)
      .selectFrom('memberships')
      .select('role')
      .where('org_id', '=', orgId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.role;
  }

  private memberships(db: Tx, orgId: number) {
    return own(db).selectFrom('memberships').where('org_id', '=', orgId);
  }

  /** A page of members, oldest membership first, with their accounts read in one more query. */
  async listMembers(
    db: Tx,
    orgId: number,
    limit: number,
    offset: number,
  ): Promise<{ rows: MemberRow[]; total: number }> {
    const memberships = await this.memberships(db, orgId)
      .select(['user_id', 'role', 'creation_date as joined'])
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    const count = await this.memberships(db, orgId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { rows: await withAccounts(db, memberships), total: Number(count.n) };
  }

  async findMember(db: Tx, orgId: number, userId: number): Promise<MemberRow | undefined> {
    const membership = await this.memberships(db, orgId)
      .where('user_id', '=', userId)
      .select(['user_id', 'role', 'creation_date as joined'])
      .executeTakeFirst();
    if (membership === undefined) return undefined;
    return (await withAccounts(db, [membership]))[0];
  }

  async updateRole(db: Tx, orgId: number, userId: number, role: Role, now: Timestamp): Promise<void> {
    await own(db)
      .updateTable('memberships')
      .set({ role, update_date: now })
      .where('org_id', '=', orgId)
      .where('user_id', '=', userId)
      .execute();
  }

  /** Which of `userIds` are members of the organization (unknown users are simply not among them). */
  async memberIdsAmong(db: Tx, orgId: number, userIds: readonly number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await own(db)
      .selectFrom('memberships')
      .select('user_id')
      .where('org_id', '=', orgId)
      .where('user_id', 'in', userIds)
      .execute();
    return new Set(rows.map((r) => r.user_id));
  }

  async deleteMembership(db: Tx, orgId: number, userId: number): Promise<void> {
    await own(db)
      .deleteFrom('memberships')
      .where('org_id', '=', orgId)
      .where('user_id', '=', userId)
      .execute();
  }

  /**
   * Serialises concurrent membership changes of one organization (a portable row lock: PostgreSQL locks the
   * row until commit; SQLite transactions are serial already), so two demotions cannot both pass the
   * last-admin check.
   */
  async lockOrg(db: Tx, orgId: number): Promise<boolean> {
    return lockRow(own(db), 'organizations', orgId);
  }

  async countAdmins(db: Tx, orgId: number): Promise<number> {
    const row = await this.memberships(db, orgId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  listOrgsOfUser(db: Tx, userId: number) {
    return own(db)
      .selectFrom('memberships')
      .innerJoin('organizations', 'organizations.id', 'memberships.org_id')
      .select([
        'organizations.id',
        'organizations.org_uuid',
        'organizations.name',
        'organizations.slug',
        'memberships.role',
      ])
      .where('memberships.user_id', '=', userId)
      .orderBy('memberships.id')
      .execute();
  }

  insertInvite(db: Tx, orgId: number, values: Omit<Insertable<InvitesTable>, 'org_id'>): Promise<InviteRow> {
    return own(db)
      .insertInto('invites')
      .values({ ...values, org_id: orgId })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findInviteByCode(db: Tx, orgId: number, code: string): Promise<InviteRow | undefined> {
    return own(db)
      .selectFrom('invites')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('code', '=', code)
      .executeTakeFirst();
  }

  findInviteByUuid(db: Tx, orgId: number, inviteUuid: string): Promise<InviteRow | undefined> {
    return own(db)
      .selectFrom('invites')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('invite_uuid', '=', inviteUuid)
      .executeTakeFirst();
  }

  async listInvites(
    db: Tx,
    orgId: number,
    limit: number,
    offset: number,
  ): Promise<{ rows: InviteRow[]; total: number }> {
    const rows = await own(db)
      .selectFrom('invites')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const count = await own(db)
      .selectFrom('invites')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', orgId)
      .executeTakeFirstOrThrow();
    return { rows, total: Number(count.n) };
  }

  async deleteInvite(db: Tx, orgId: number, inviteId: number): Promise<void> {
    await own(db).deleteFrom('invites').where('org_id', '=', orgId).where('id', '=', inviteId).execute();
  }

  async countInviteUse(db: Tx, orgId: number, inviteId: number): Promise<void> {
    await own(db)
      .updateTable('invites')
      .set((eb) => ({ use_count: eb('use_count', '+', 1) }))
      .where('org_id', '=', orgId)
      .where('id', '=', inviteId)
      .execute();
  }
}

/**
 * Joins accounts to memberships in memory, keeping the memberships' order. Every membership has its account
 * (the foreign key cascades), so none is dropped; one that did lose it would be left out, as the join did.
 */
async function withAccounts(
  db: Tx,
  memberships: readonly { user_id: number; role: string; joined: Timestamp }[],
): Promise<MemberRow[]> {
  const accounts = new Map(
    (
      await findAccountsByIds(
        db,
        memberships.map((m) => m.user_id),
      )
    ).map((a) => [a.id, a]),
  );
  return memberships.flatMap((m) => {
    const account = accounts.get(m.user_id);
    if (account === undefined) return [];
    const { id: _id, session_version: _sv, ...user } = account;
    return [{ ...user, ...m }];
  });
}
