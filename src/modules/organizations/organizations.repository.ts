/** SQL for organizations, memberships and invites. Every method that touches an organization's data takes its id first. */
import type { Insertable, Selectable } from 'kysely';
import type { Tx } from '../../db.ts';
import { lockRow } from '../../platform/db/locking.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import { onUniqueViolation, uniqueColumns } from '../../platform/db/unique-violations.ts';
import { ConflictError } from '../../platform/http/errors.ts';
import type { Role } from '../access/index.ts';
import type { InvitesTable, OrganizationsTable } from './organizations.tables.ts';

export type OrgRow = Selectable<OrganizationsTable>;
export type InviteRow = Selectable<InvitesTable>;

export interface MemberRow {
  user_id: number;
  role: string;
  joined: Timestamp;
  user_uuid: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  email_verified: number | boolean;
  creation_date: Timestamp;
  update_date: Timestamp;
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
      () => db.insertInto('organizations').values(values).returningAll().executeTakeFirstOrThrow(),
      UNIQUE_ORG_SLUG,
      () => new ConflictError(`The slug "${values.slug}" is taken`, 'slug_taken'),
    );
  }

  findOrgById(db: Tx, orgId: number): Promise<OrgRow | undefined> {
    return db.selectFrom('organizations').selectAll().where('id', '=', orgId).executeTakeFirst();
  }

  findOrgBySlug(db: Tx, slug: string): Promise<OrgRow | undefined> {
    return db
      .selectFrom('organizations')
      .selectAll()
      .where('slug', '=', slug.toLowerCase())
      .executeTakeFirst();
  }

  async countOrgs(db: Tx): Promise<number> {
    const row = await db
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
    return db
      .updateTable('organizations')
      .set(values)
      .where('id', '=', orgId)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * 409 `already_member` when the person is a member already, also when a concurrent join (or invite accept)
   * committed after the caller's check: the loser of that race is told what its check would have said.
   */
  async insertMembership(db: Tx, orgId: number, userId: number, role: Role, now: Timestamp): Promise<void> {
    await onUniqueViolation(
      () =>
        db
          .insertInto('memberships')
          .values({ org_id: orgId, user_id: userId, role, creation_date: now, update_date: now })
          .execute(),
      UNIQUE_MEMBERSHIP,
      alreadyMember,
    );
  }

  async findRole(db: Tx, orgId: number, userId: number): Promise<string | undefined> {
    const row = await db
      .selectFrom('memberships')
      .select('role')
      .where('org_id', '=', orgId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.role;
  }

  private membersQuery(db: Tx, orgId: number) {
    return db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .where('memberships.org_id', '=', orgId);
  }

  async listMembers(
    db: Tx,
    orgId: number,
    limit: number,
    offset: number,
  ): Promise<{ rows: MemberRow[]; total: number }> {
    const rows = await this.membersQuery(db, orgId)
      .select([
        'memberships.user_id',
        'memberships.role',
        'memberships.creation_date as joined',
        'users.user_uuid',
        'users.email',
        'users.username',
        'users.first_name',
        'users.last_name',
        'users.email_verified',
        'users.creation_date',
        'users.update_date',
      ])
      .orderBy('memberships.id')
      .limit(limit)
      .offset(offset)
      .execute();
    const count = await this.membersQuery(db, orgId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { rows, total: Number(count.n) };
  }

  async findMember(db: Tx, orgId: number, userId: number): Promise<MemberRow | undefined> {
    return this.membersQuery(db, orgId)
      .where('memberships.user_id', '=', userId)
      .select([
        'memberships.user_id',
        'memberships.role',
        'memberships.creation_date as joined',
        'users.user_uuid',
        'users.email',
        'users.username',
        'users.first_name',
        'users.last_name',
        'users.email_verified',
        'users.creation_date',
        'users.update_date',
      ])
      .executeTakeFirst();
  }

  async updateRole(db: Tx, orgId: number, userId: number, role: Role, now: Timestamp): Promise<void> {
    await db
      .updateTable('memberships')
      .set({ role, update_date: now })
      .where('org_id', '=', orgId)
      .where('user_id', '=', userId)
      .execute();
  }

  /** Which of `userIds` are members of the organization (unknown users are simply not among them). */
  async memberIdsAmong(db: Tx, orgId: number, userIds: readonly number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('memberships')
      .select('user_id')
      .where('org_id', '=', orgId)
      .where('user_id', 'in', userIds)
      .execute();
    return new Set(rows.map((r) => r.user_id));
  }

  async deleteMembership(db: Tx, orgId: number, userId: number): Promise<void> {
    await db.deleteFrom('memberships').where('org_id', '=', orgId).where('user_id', '=', userId).execute();
  }

  /**
   * Serialises concurrent membership changes of one organization (a portable row lock: PostgreSQL locks the
   * row until commit; SQLite transactions are serial already), so two demotions cannot both pass the
   * last-admin check.
   */
  async lockOrg(db: Tx, orgId: number): Promise<void> {
    await lockRow(db, 'organizations', orgId);
  }

  async countAdmins(db: Tx, orgId: number): Promise<number> {
    const row = await db
      .selectFrom('memberships')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', orgId)
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  listOrgsOfUser(db: Tx, userId: number) {
    return db
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

  insertInvite(db: Tx, values: Insertable<InvitesTable>): Promise<InviteRow> {
    return db.insertInto('invites').values(values).returningAll().executeTakeFirstOrThrow();
  }

  findInviteByCode(db: Tx, orgId: number, code: string): Promise<InviteRow | undefined> {
    return db
      .selectFrom('invites')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('code', '=', code)
      .executeTakeFirst();
  }

  findInviteByUuid(db: Tx, orgId: number, inviteUuid: string): Promise<InviteRow | undefined> {
    return db
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
    const rows = await db
      .selectFrom('invites')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const count = await db
      .selectFrom('invites')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', orgId)
      .executeTakeFirstOrThrow();
    return { rows, total: Number(count.n) };
  }

  async deleteInvite(db: Tx, orgId: number, inviteId: number): Promise<void> {
    await db.deleteFrom('invites').where('org_id', '=', orgId).where('id', '=', inviteId).execute();
  }

  async countInviteUse(db: Tx, orgId: number, inviteId: number): Promise<void> {
    await db
      .updateTable('invites')
      .set((eb) => ({ use_count: eb('use_count', '+', 1) }))
      .where('org_id', '=', orgId)
      .where('id', '=', inviteId)
      .execute();
  }
}
