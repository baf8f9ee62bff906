/**
 * A group's members and its links to courses, chapters, activities and playgrounds [CONTRACT 9, 11], which
 * open `restricted` content to the members [CONTRACT 5, 11]. Changing either needs `usergroups:update`; reading either
 * `usergroups:read`.
 *
 * A call names a list; when any item is unfit (a user who is not a member of the group's organization, a
 * uuid that is no course, chapter, activity or playground of it) the whole call is refused with a 400 naming every unfit
 * item, so nothing half-happens. Items already in the wanted state are no-ops. The `…_added` events report
 * what the call really added and are not sent when it added nothing, like every event of a real change.
 */
import type { Db, Tx } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { isForeignKeyViolation } from '../../platform/db/database.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/http/errors.ts';
import type { AccessControl, Principal } from '../access/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import { parseResourceUuids, parseUserIds } from './id-lists.ts';
import {
  presentGroup,
  presentLink,
  presentMember,
  type GroupMemberRead,
  type LinkedResourceRead,
  type ResourcesChange,
  type UsergroupRead,
  type UsersChange,
} from './usergroups.presenter.ts';
import { resolveResource, resourcesOfOrg, withNames, withProfiles } from './usergroup-subjects.ts';
import { UsergroupLinksRepository } from './usergroup-links.repository.ts';
import { UsergroupMembersRepository } from './usergroup-members.repository.ts';
import { UsergroupsRepository, type UsergroupRow } from './usergroups.repository.ts';
import type { Page, UsergroupsService } from './usergroups.service.ts';

export interface UsergroupLinksDeps {
  db: Db;
  groups: UsergroupsService;
  access: AccessControl;
  clock: Clock;
  events: EventPublisher;
  /** Which of the users are members of the organization (the organizations module answers). */
  membersAmong: (db: Tx, orgId: number, userIds: readonly number[]) => Promise<Set<number>>;
}

type PageQuery = { limit: number; offset: number };

export class UsergroupLinksService {
  private readonly repo = new UsergroupsRepository();
  private readonly memberRepo = new UsergroupMembersRepository();
  private readonly linkRepo = new UsergroupLinksRepository();

  constructor(private readonly deps: UsergroupLinksDeps) {}

  async addUsers(principal: Principal, groupId: number, rawIds: string | undefined): Promise<UsersChange> {
    const userIds = parseUserIds(rawIds);
    const group = await this.deps.groups.requireAllowed(principal, groupId, 'update');
    const now = toDbTime(this.deps.clock.now());
    return this.deps.db.transaction().execute(async (trx) => {
      // Decided under the group's lock: a group deleted meanwhile is a 404, not a broken link.
      await this.repo.lockGroup(trx, group.org_id, group.id);
      const members = await this.deps.membersAmong(trx, group.org_id, userIds);
      refuseUnfitUsers(userIds.filter((id) => !members.has(id)));
      const already = await this.memberRepo.groupMemberIds(trx, group.org_id, group.id, userIds);
      const added = userIds.filter((id) => !already.has(id));
      await this.memberRepo.addMembers(trx, group.org_id, group.id, added, now);
      if (added.length > 0) {
        await this.deps.events.publishEvent(trx, group.org_id, 'usergroup_users_added', {
          usergroup_id: group.id,
          usergroup_uuid: group.usergroup_uuid,
          user_ids: added,
        });
      }
      return change(
        group,
        added,
        userIds.filter((id) => already.has(id)),
      );
    });
  }

  /** Anyone still in the group may be removed, member of the organization or not. */
  async removeUsers(principal: Principal, groupId: number, rawIds: string | undefined): Promise<UsersChange> {
    const userIds = parseUserIds(rawIds);
    const group = await this.deps.groups.requireAllowed(principal, groupId, 'update');
    return this.deps.db.transaction().execute(async (trx) => {
      await this.repo.lockGroup(trx, group.org_id, group.id);
      const inGroup = await this.memberRepo.groupMemberIds(trx, group.org_id, group.id, userIds);
      const members = await this.deps.membersAmong(trx, group.org_id, userIds);
      refuseUnfitUsers(userIds.filter((id) => !inGroup.has(id) && !members.has(id)));
      const removed = userIds.filter((id) => inGroup.has(id));
      await this.memberRepo.removeMembers(trx, group.org_id, group.id, removed);
      return change(
        group,
        removed,
        userIds.filter((id) => !inGroup.has(id)),
      );
    });
  }

  async addResources(
    principal: Principal,
    groupId: number,
    rawUuids: string | undefined,
  ): Promise<ResourcesChange> {
    const uuids = parseResourceUuids(rawUuids);
    const group = await this.deps.groups.requireAllowed(principal, groupId, 'update');
    const now = toDbTime(this.deps.clock.now());
    try {
      return await this.deps.db.transaction().execute(async (trx) => {
        await this.repo.lockGroup(trx, group.org_id, group.id);
        const found = await resourcesOfOrg(trx, group.org_id, uuids);
        refuseUnfitResources(uuids.filter((uuid) => !found.has(uuid)));
        const already = await this.linkRepo.linkedUuids(trx, group.org_id, group.id, uuids);
        const added = uuids.filter((uuid) => !already.has(uuid));
        await this.linkRepo.addLinks(
          trx,
          group.org_id,
          group.id,
          added.map((uuid) => found.get(uuid)!),
          now,
        );
        if (added.length > 0) {
          await this.deps.events.publishEvent(trx, group.org_id, 'usergroup_resources_added', {
            usergroup_id: group.id,
            usergroup_uuid: group.usergroup_uuid,
            resource_uuids: added,
          });
        }
        return change(
          group,
          added,
          uuids.filter((uuid) => already.has(uuid)),
        );
      });
    } catch (error) {
      // A resource deleted between the check and the insert (PostgreSQL, another connection).
      if (isForeignKeyViolation(error)) {
        throw new ConflictError(
          'A resource was deleted while it was being linked; try again',
          'resource_gone',
        );
      }
      throw error;
    }
  }

  /** Links to resources since deleted are gone already; naming such a uuid is then a 400 like any unknown. */
  async removeResources(
    principal: Principal,
    groupId: number,
    rawUuids: string | undefined,
  ): Promise<ResourcesChange> {
    const uuids = parseResourceUuids(rawUuids);
    const group = await this.deps.groups.requireAllowed(principal, groupId, 'update');
    return this.deps.db.transaction().execute(async (trx) => {
      await this.repo.lockGroup(trx, group.org_id, group.id);
      const linked = await this.linkRepo.linkedUuids(trx, group.org_id, group.id, uuids);
      const found = await resourcesOfOrg(trx, group.org_id, uuids);
      refuseUnfitResources(uuids.filter((uuid) => !linked.has(uuid) && !found.has(uuid)));
      const removed = uuids.filter((uuid) => linked.has(uuid));
      await this.linkRepo.removeLinks(trx, group.org_id, group.id, removed);
      return change(
        group,
        removed,
        uuids.filter((uuid) => !linked.has(uuid)),
      );
    });
  }

  async members(principal: Principal, groupId: number, page: PageQuery): Promise<Page<GroupMemberRead>> {
    const group = await this.deps.groups.requireAllowed(principal, groupId, 'read');
    const { rows, total } = await this.memberRepo.listMembers(
      this.deps.db,
      group.org_id,
      group.id,
      page.limit,
      page.offset,
    );
    return { items: (await withProfiles(this.deps.db, rows)).map(presentMember), total, ...page };
  }

  async resources(principal: Principal, groupId: number, page: PageQuery): Promise<Page<LinkedResourceRead>> {
    const group = await this.deps.groups.requireAllowed(principal, groupId, 'read');
    const { rows, total } = await this.linkRepo.listLinks(
      this.deps.db,
      group.org_id,
      group.id,
      page.limit,
      page.offset,
    );
    return { items: (await withNames(this.deps.db, group.org_id, rows)).map(presentLink), total, ...page };
  }

  /** The groups linked directly to a course, chapter, activity or playground (not those linked to what encloses it). */
  async groupsOfResource(
    principal: Principal,
    resourceUuid: string,
    page: PageQuery,
  ): Promise<Page<UsergroupRead>> {
    const resource = await resolveResource(this.deps.db, resourceUuid);
    if (resource === undefined) {
      throw new NotFoundError('No course, chapter, activity or playground has this uuid');
    }
    await this.deps.access.requireRight(principal, resource.org_id, 'usergroups', 'read');
    const { rows, total } = await this.linkRepo.listGroupsOfResource(
      this.deps.db,
      resource.org_id,
      resourceUuid,
      page.limit,
      page.offset,
    );
    return { items: rows.map(presentGroup), total, ...page };
  }
}

function change<T>(group: UsergroupRow, changed: T[], unchanged: T[]) {
  return { usergroup_id: group.id, usergroup_uuid: group.usergroup_uuid, changed, unchanged };
}

function refuseUnfitUsers(unfit: number[]): void {
  if (unfit.length === 0) return;
  throw new BadRequestError(
    `Not members of the group's organization: ${unfit.join(', ')}; nothing was changed`,
    'not_members',
  );
}

/** Unknown uuids and those of another organization are told apart for no one: both are simply not here. */
function refuseUnfitResources(unfit: string[]): void {
  if (unfit.length === 0) return;
  throw new BadRequestError(
    `Not a course, chapter, activity or playground of the group's organization: ${unfit.join(', ')}; nothing was changed`,
    'unknown_resources',
  );
}
