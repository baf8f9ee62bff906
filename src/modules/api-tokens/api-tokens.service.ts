/**
 * API tokens [SPEC 5.5–5.7, CONTRACT 4]: organization-scoped, `svc_` + 43 url-safe characters, shown once,
 * stored only as a SHA-256 hash. Managed by admins and maintainers with a user session. A token's rights
 * never exceed its creator's: checked when rights are set, and intersected with the creator's current role
 * on every use.
 */
import type { DeploymentMode } from '../../config.ts';
import type { Db } from '../../db.ts';
import { MINUTE, fromDbTime, toDbTime, type Clock } from '../../platform/clock.ts';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '../../platform/http/errors.ts';
import { newUuid, randomToken, sha256Hex } from '../../platform/ids.ts';
import {
  BUCKETS,
  FIRST_BUCKETS,
  intersectWithRole,
  isRole,
  rightsBeyondRole,
  type AccessControl,
  type Bucket,
  type Principal,
  type Rights,
  type Role,
} from '../access/index.ts';
import { requirePlan } from '../plans/index.ts';
import { presentToken, type ApiTokenRead } from './api-tokens.presenter.ts';
import { ApiTokensRepository } from './api-tokens.repository.ts';

export const TOKEN_PREFIX = 'svc_';
const MANAGERS: readonly Role[] = ['admin', 'maintainer'];
/** `last_used_at` is written at most once a minute per token, not on every request. */
const LAST_USED_RESOLUTION_MS = MINUTE;

export interface ApiTokensDeps {
  db: Db;
  access: AccessControl;
  clock: Clock;
  deploymentMode: DeploymentMode;
  requireOrg: (orgId: number) => Promise<{ id: number; plan: string }>;
}

export class ApiTokensService {
  private readonly repo = new ApiTokensRepository();

  constructor(private readonly deps: ApiTokensDeps) {}

  async create(
    principal: Principal,
    orgId: number,
    input: { name: string; description?: string; rights: Rights; expires_at?: string | null },
  ): Promise<ApiTokenRead & { token: string }> {
    // Parsed first: an unreadable date is a 422, which comes before 404 and 403 [CONTRACT 2].
    const expiry = input.expires_at == null ? null : parseExpiry(input.expires_at);
    const org = await this.deps.requireOrg(orgId);
    const manager = await this.requireManager(principal, orgId);
    requirePlan(this.deps.deploymentMode, org.plan, 'pro', 'API tokens');
    this.assertWithinRole(input.rights, manager.role);
    const now = this.deps.clock.now();
    if (expiry !== null && expiry <= now) {
      throw new BadRequestError('expires_at must be in the future', 'invalid_expiry');
    }
    const expiresAt = expiry === null ? null : toDbTime(expiry);
    const token = `${TOKEN_PREFIX}${randomToken(32)}`;
    const row = await this.repo.insert(this.deps.db, orgId, {
      token_uuid: newUuid('apitoken'),
      name: input.name,
      description: input.description ?? '',
      token_hash: sha256Hex(token),
      token_prefix: token.slice(0, 8),
      rights: JSON.stringify(input.rights),
      rights_buckets: JSON.stringify(BUCKETS),
      created_by_user_id: manager.userId,
      creation_date: toDbTime(now),
      update_date: toDbTime(now),
      expires_at: expiresAt,
    });
    return { ...presentToken(row), token };
  }

  async list(principal: Principal, orgId: number): Promise<ApiTokenRead[]> {
    await this.deps.requireOrg(orgId);
    await this.requireManager(principal, orgId);
    return (await this.repo.listInOrg(this.deps.db, orgId)).map(presentToken);
  }

  async get(principal: Principal, orgId: number, tokenUuid: string): Promise<ApiTokenRead> {
    return presentToken(await this.findManaged(principal, orgId, tokenUuid));
  }

  async update(
    principal: Principal,
    orgId: number,
    tokenUuid: string,
    input: { name?: string; description?: string; rights?: Rights },
  ): Promise<ApiTokenRead> {
    const row = await this.findManaged(principal, orgId, tokenUuid);
    if (input.rights !== undefined) {
      const { role } = await this.requireManager(principal, orgId);
      this.assertWithinRole(input.rights, role);
    }
    const updated = await this.repo.update(this.deps.db, orgId, row.id, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.rights !== undefined && {
        rights: JSON.stringify(input.rights),
        rights_buckets: JSON.stringify(BUCKETS),
      }),
      update_date: toDbTime(this.deps.clock.now()),
    });
    if (updated === undefined) throw new NotFoundError('API token not found');
    return presentToken(updated);
  }

  /** Revocation deletes the token: it stops working on the very next request. */
  async revoke(principal: Principal, orgId: number, tokenUuid: string): Promise<void> {
    const row = await this.findManaged(principal, orgId, tokenUuid);
    await this.repo.delete(this.deps.db, orgId, row.id);
  }

  /** Resolves a presented `svc_…` token to a principal, or fails with 401 (or 403 for the plan). */
  async authenticate(token: string): Promise<Principal> {
    const row = await this.repo.findForAuthentication(this.deps.db, sha256Hex(token));
    if (row === undefined) throw new UnauthorizedError('Invalid API token', 'invalid_token');
    const now = this.deps.clock.now();
    if (row.expires_at !== null && fromDbTime(row.expires_at) <= now) {
      throw new UnauthorizedError('This API token has expired', 'token_expired');
    }
    requirePlan(this.deps.deploymentMode, row.plan, 'pro', 'API tokens');
    if (
      row.last_used_at === null ||
      now.getTime() - fromDbTime(row.last_used_at).getTime() >= LAST_USED_RESOLUTION_MS
    ) {
      await this.repo.touch(this.deps.db, row.org_id, row.id, toDbTime(now));
    }
    const creatorRole = row.creator_role !== null && isRole(row.creator_role) ? row.creator_role : null;
    return {
      kind: 'token',
      token: {
        id: row.id,
        tokenUuid: row.token_uuid,
        orgId: row.org_id,
        name: row.name,
        creatorUserId: row.created_by_user_id,
        creatorRole,
        effectiveRights: intersectWithRole(JSON.parse(row.rights) as Rights, creatorRole),
        knownBuckets: knownBuckets(row.rights_buckets),
      },
    };
  }

  private async findManaged(principal: Principal, orgId: number, tokenUuid: string) {
    await this.deps.requireOrg(orgId);
    const row = await this.repo.findInOrg(this.deps.db, orgId, tokenUuid);
    if (row === undefined) throw new NotFoundError('API token not found');
    await this.requireManager(principal, orgId);
    return row;
  }

  /**
   * An admin or maintainer in a session of their own. A session obtained through the token swap is an API
   * token in disguise: letting it mint tokens would let an expiring or revoked token outlive itself.
   */
  private async requireManager(principal: Principal, orgId: number): Promise<{ userId: number; role: Role }> {
    const manager = await this.deps.access.requireRole(principal, orgId, MANAGERS);
    if (principal.kind === 'user' && principal.swappedFrom !== undefined) {
      throw new ForbiddenError(
        'API tokens are managed from a user session; a session obtained with an API token does not count',
        'session_only',
      );
    }
    return manager;
  }

  private assertWithinRole(rights: Rights, role: Role): void {
    const beyond = rightsBeyondRole(rights, role);
    if (beyond.length > 0) {
      throw new ForbiddenError(
        `A token cannot hold rights your role (${role}) lacks: ${beyond.join(', ')}`,
        'rights_exceed_role',
      );
    }
  }
}

/**
 * The schema's `date-time` check lets through forms `Date` cannot read: hour-only offsets (`+02`), which are
 * read as `+02:00`, and leap seconds (`23:59:60Z`), which name no instant here and are refused.
 */
function parseExpiry(value: string): Date {
  const when = new Date(value.replace(/([+-]\d\d)$/, '$1:00'));
  if (Number.isNaN(when.getTime())) {
    throw new ValidationError([
      { loc: ['body', 'expires_at'], msg: 'Input should be a valid date-time', type: 'format' },
    ]);
  }
  return when;
}

/** The stored bucket list of a token, keeping only buckets this version knows. */
function knownBuckets(stored: string): Bucket[] {
  const named = JSON.parse(stored) as unknown;
  return Array.isArray(named) ? BUCKETS.filter((bucket) => named.includes(bucket)) : [...FIRST_BUCKETS];
}
