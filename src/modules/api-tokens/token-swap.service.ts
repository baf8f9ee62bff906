/**
 * Token swap [SPEC 4.1, CONTRACT 4]: an API token obtains a one-hour user JWT for a member of its own
 * organization, for the few endpoints that refuse API tokens (block uploads, …).
 *
 * A swap can never widen what the token may do: the token needs `users:update`, and may become a person only
 * when it could hand out that person's role (`AccessControl.requireGrant`: every right of the role among the
 * token's own effective rights). A narrowly scoped token therefore cannot turn itself into an admin session.
 * The JWT names its origin and the role it was checked for (`act`); access control confines it to the
 * token's organization and never lets it act above that role.
 */
import { ForbiddenError, NotFoundError } from '../../platform/http/errors.ts';
import { formatSwapActor, type AccessControl, type Principal, type Role } from '../access/index.ts';
import type { AccessTokens } from '../identity/index.ts';

export const SWAPPED_TOKEN_TTL_SECONDS = 60 * 60;

export interface TokenSwapDeps {
  access: AccessControl;
  accessTokens: AccessTokens;
  findOrgBySlug: (slug: string) => Promise<{ id: number }>;
  findUser: (
    userId: number,
  ) => Promise<{ id: number; user_uuid: string; session_version: number } | undefined>;
  findRole: (orgId: number, userId: number) => Promise<Role | null>;
}

export class TokenSwapService {
  constructor(private readonly deps: TokenSwapDeps) {}

  async swap(principal: Principal, orgSlug: string, userId: number) {
    const org = await this.deps.findOrgBySlug(orgSlug);
    if (principal.kind !== 'token') {
      throw new ForbiddenError(
        'The token swap takes an API token in the Authorization header',
        'api_token_required',
      );
    }
    const user = await this.deps.findUser(userId);
    if (user === undefined) throw new NotFoundError('User not found');
    const actor = await this.deps.access.requireRight(principal, org.id, 'users', 'update');
    const role = await this.deps.findRole(org.id, user.id);
    if (role === null)
      throw new ForbiddenError('This user is not a member of the organization', 'not_member');
    // A session as this person hands the token the person's role: the same rule as granting that role.
    this.deps.access.requireGrant(principal, actor, role);
    const { token, expiresAt } = this.deps.accessTokens.sign(
      { userUuid: user.user_uuid, sessionVersion: user.session_version },
      {
        ttlSeconds: SWAPPED_TOKEN_TTL_SECONDS,
        actor: formatSwapActor({ orgId: org.id, tokenUuid: principal.token.tokenUuid, role }),
      },
    );
    return {
      access_token: token,
      token_type: 'bearer' as const,
      user_id: user.id,
      user_uuid: user.user_uuid,
      expiry: expiresAt.getTime(),
    };
  }
}
