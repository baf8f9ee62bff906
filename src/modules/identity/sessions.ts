/**
 * Sessions: an 8-hour access JWT plus a single-use refresh token valid for 30 days from its issue [SPEC 5.3,
 * CONTRACT 4]. Each refresh rotates the pair; presenting a refresh token a second time is taken as theft and
 * ends every session of that user.
 */
import type { Db } from '../../db.ts';
import { DAY, fromDbTime, toDbTime, type Clock } from '../../platform/clock.ts';
import { UnauthorizedError } from '../../platform/http/errors.ts';
import { randomToken, sha256Hex } from '../../platform/ids.ts';
import type { AccessTokens } from './access-tokens.ts';
import { IdentityRepository, type UserRow } from './identity.repository.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * DAY;

export interface SessionTokens {
  access_token: string;
  refresh_token: string;
  /** Expiry of the access token, epoch milliseconds. */
  expiry: number;
}

export class Sessions {
  private readonly repo = new IdentityRepository();

  constructor(
    private readonly db: Db,
    private readonly accessTokens: AccessTokens,
    private readonly clock: Clock,
  ) {}

  async issue(user: Pick<UserRow, 'id' | 'user_uuid' | 'session_version'>): Promise<SessionTokens> {
    const now = this.clock.now();
    const access = this.accessTokens.sign({
      userUuid: user.user_uuid,
      sessionVersion: user.session_version,
    });
    const refreshToken = randomToken(32);
    await this.repo.insertRefreshToken(this.db, {
      user_id: user.id,
      token_hash: sha256Hex(refreshToken),
      created_at: toDbTime(now),
      expires_at: toDbTime(new Date(now.getTime() + REFRESH_TOKEN_TTL_MS)),
    });
    return { access_token: access.token, refresh_token: refreshToken, expiry: access.expiresAt.getTime() };
  }

  /** Rotates a refresh token: the presented one is spent, a new pair is issued. */
  async refresh(refreshToken: string): Promise<{ user: UserRow; tokens: SessionTokens }> {
    const now = this.clock.now();
    const row = await this.repo.findRefreshToken(this.db, sha256Hex(refreshToken));
    if (row === undefined || row.revoked_at !== null) {
      throw new UnauthorizedError('Invalid refresh token', 'invalid_refresh_token');
    }
    // Expiry comes before consumption: a stale token that was never exchanged is refused as often as it is
    // presented, without being spent, so a client retrying with it is not mistaken for a thief.
    if (row.used_at === null && fromDbTime(row.expires_at) <= now) {
      throw new UnauthorizedError('Refresh token has expired; sign in again', 'refresh_token_expired');
    }
    if (row.used_at !== null || !(await this.repo.consumeRefreshToken(this.db, row.id, toDbTime(now)))) {
      await this.repo.revokeAllSessions(this.db, row.user_id, toDbTime(now));
      throw new UnauthorizedError(
        'This refresh token was already used; every session of this account has been ended as a precaution',
        'refresh_token_reused',
      );
    }
    const user = await this.repo.findUserById(this.db, row.user_id);
    if (user === undefined) throw new UnauthorizedError('Invalid refresh token', 'invalid_refresh_token');
    return { user, tokens: await this.issue(user) };
  }

  async revokeAll(userId: number): Promise<void> {
    await this.repo.revokeAllSessions(this.db, userId, toDbTime(this.clock.now()));
  }
}
