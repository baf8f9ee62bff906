/**
 * Who is calling. Resolved once per request by the authentication hook and passed to services as a plain
 * value, so services stay framework-free.
 */
import type { Role, Rights } from './rights.ts';

export interface AuthenticatedUser {
  id: number;
  userUuid: string;
  email: string;
  username: string;
}

export interface AuthenticatedToken {
  id: number;
  tokenUuid: string;
  orgId: number;
  name: string;
  creatorUserId: number;
  /** The creator's current role in the token's organization, or null when they are no longer a member. */
  creatorRole: Role | null;
  /** Token rights ∩ creator's role: what the token may really do. */
  effectiveRights: Required<Rights>;
}

export type Principal =
  | { kind: 'anonymous' }
  | { kind: 'user'; user: AuthenticatedUser; via: 'bearer' | 'cookie' }
  | { kind: 'token'; token: AuthenticatedToken };

export const ANONYMOUS: Principal = { kind: 'anonymous' };
