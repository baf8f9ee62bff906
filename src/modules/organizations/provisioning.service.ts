/**
 * Provisioning [CONTRACT 9, 10]: an organization creates a member's account itself, `POST /admin/{org_slug}/users`,
 * with `users:create` (an API token, or a member whose role holds it). The organization vouches for the
 * address, so the account is verified at once. Without a password the account cannot sign in with one; it
 * signs in through OpenID Connect or is used through the token swap.
 *
 * The role is `learner` unless said otherwise, and is handed out under the one rule for granting roles
 * (`AccessControl.requireGrant`): never above the caller's own role, never beyond an API token's own rights.
 */
import type { Db } from '../../db.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AccessControl, Principal, Role } from '../access/index.ts';
import { hashPassword, presentUser, type IdentityService, type UserRead } from '../identity/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import type { OrganizationsService } from './organizations.service.ts';

export interface ProvisioningDeps {
  db: Db;
  orgs: OrganizationsService;
  identity: Pick<IdentityService, 'insertUser'>;
  access: AccessControl;
  clock: Clock;
  events: EventPublisher;
}

export interface ProvisionInput {
  email: string;
  username: string;
  password?: string;
  first_name?: string;
  last_name?: string;
  role?: Role;
}

export class ProvisioningService {
  constructor(private readonly deps: ProvisioningDeps) {}

  async provision(principal: Principal, orgSlug: string, input: ProvisionInput): Promise<UserRead> {
    const org = await this.deps.orgs.requireOrgBySlug(orgSlug);
    const actor = await this.deps.access.requireRight(principal, org.id, 'users', 'create');
    const role = input.role ?? 'learner';
    this.deps.access.requireGrant(principal, actor, role);
    // Hashed before the transaction: Argon2 takes a while and SQLite has one connection.
    const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
    const user = await this.deps.db.transaction().execute(async (trx) => {
      const created = await this.deps.identity.insertUser(trx, input, passwordHash, true);
      await this.deps.orgs.addMember(trx, org.id, created.id, role);
      await this.deps.events.publishEvent(trx, org.id, 'user_signed_up', {
        user: {
          user_uuid: created.user_uuid,
          email: created.email,
          username: created.username,
          first_name: created.first_name,
          last_name: created.last_name,
        },
        signup_method: 'admin',
      });
      return created;
    });
    return presentUser(user);
  }
}
