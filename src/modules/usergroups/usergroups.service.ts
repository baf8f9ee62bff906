/**
 * User groups [CONTRACT 9]: create, list, read, rename, delete. Rights come from the `usergroups` bucket
 * (instructors read; admins, maintainers and tokens holding the action do the rest). Members and resource
 * links are in usergroup-links.service.ts.
 */
import type { Db, Tx } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { onUniqueViolation } from '../../platform/db/unique-violations.ts';
import { ConflictError, NotFoundError } from '../../platform/http/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import type { AccessControl, Action, Principal } from '../access/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import { presentGroup, type UsergroupRead } from './usergroups.presenter.ts';
import { UsergroupMembersRepository } from './usergroup-members.repository.ts';
import { UNIQUE_GROUP_NAME, UsergroupsRepository, type UsergroupRow } from './usergroups.repository.ts';

export interface UsergroupsDeps {
  db: Db;
  access: AccessControl;
  clock: Clock;
  events: EventPublisher;
  requireOrg: (orgId: number) => Promise<{ id: number }>;
}

/**
 * Takes a person out of every group of the organization they left, in the caller's transaction: someone who
 * rejoins later starts without the restricted content their old groups opened.
 */
export function leaveOrgGroups(trx: Tx, orgId: number, userId: number): Promise<void> {
  return new UsergroupMembersRepository().removeFromOrgGroups(trx, orgId, userId);
}

export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

export class UsergroupsService {
  private readonly repo = new UsergroupsRepository();

  constructor(private readonly deps: UsergroupsDeps) {}

  async create(
    principal: Principal,
    input: { name: string; description?: string; org_id: number },
  ): Promise<UsergroupRead> {
    await this.deps.requireOrg(input.org_id);
    await this.deps.access.requireRight(principal, input.org_id, 'usergroups', 'create');
    const now = toDbTime(this.deps.clock.now());
    const row = await this.unlessNameTaken(input.name, () =>
      this.deps.db.transaction().execute(async (trx) => {
        const group = await this.repo.insertGroup(trx, input.org_id, {
          usergroup_uuid: newUuid('usergroup'),
          name: input.name,
          description: input.description ?? '',
          creation_date: now,
          update_date: now,
        });
        await this.deps.events.publishEvent(trx, input.org_id, 'usergroup_created', {
          usergroup_uuid: group.usergroup_uuid,
          name: group.name,
        });
        return group;
      }),
    );
    return presentGroup(row);
  }

  /** The organization's groups, oldest first. */
  async list(
    principal: Principal,
    orgId: number,
    page: { limit: number; offset: number },
  ): Promise<Page<UsergroupRead>> {
    await this.deps.requireOrg(orgId);
    await this.deps.access.requireRight(principal, orgId, 'usergroups', 'read');
    const { rows, total } = await this.repo.listGroups(this.deps.db, orgId, page.limit, page.offset);
    return { items: rows.map(presentGroup), total, ...page };
  }

  async get(principal: Principal, groupId: number): Promise<UsergroupRead> {
    return presentGroup(await this.requireAllowed(principal, groupId, 'read'));
  }

  /** Partial: only the fields given change; an empty body changes nothing. */
  async update(
    principal: Principal,
    groupId: number,
    input: { name?: string; description?: string },
  ): Promise<UsergroupRead> {
    const group = await this.requireAllowed(principal, groupId, 'update');
    if (input.name === undefined && input.description === undefined) return presentGroup(group);
    const updated = await this.unlessNameTaken(input.name ?? group.name, () =>
      this.repo.updateGroup(this.deps.db, group.org_id, group.id, {
        ...input,
        update_date: toDbTime(this.deps.clock.now()),
      }),
    );
    if (updated === undefined) throw new NotFoundError('User group not found');
    return presentGroup(updated);
  }

  /** Deletes the group with its memberships and links; what it opened closes again. */
  async delete(principal: Principal, groupId: number): Promise<void> {
    const group = await this.requireAllowed(principal, groupId, 'delete');
    await this.deps.db.transaction().execute(async (trx) => {
      await this.repo.deleteGroup(trx, group.org_id, group.id);
      await this.deps.events.publishEvent(trx, group.org_id, 'usergroup_deleted', {
        usergroup_uuid: group.usergroup_uuid,
        name: group.name,
      });
    });
  }

  /** The group (404), once the caller holds `usergroups:<action>` in its organization (403). */
  async requireAllowed(principal: Principal, groupId: number, action: Action): Promise<UsergroupRow> {
    const group = await this.repo.resolveGroup(this.deps.db, groupId);
    if (group === undefined) throw new NotFoundError('User group not found');
    await this.deps.access.requireRight(principal, group.org_id, 'usergroups', action);
    return group;
  }

  /**
   * Names are unique within an organization: the database decides (two creations or renames at once cannot
   * both look first), this says it as a 409.
   */
  private unlessNameTaken<T>(name: string, write: () => Promise<T>): Promise<T> {
    return onUniqueViolation(
      write,
      UNIQUE_GROUP_NAME,
      () =>
        new ConflictError(
          `A user group named "${name}" already exists in this organization`,
          'usergroup_name_taken',
        ),
    );
  }
}
