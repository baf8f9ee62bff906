/**
 * Who is calling. Resolved once per request by the authentication hook and passed to services as a plain
 * value, so services stay framework-free.
 */
import { isRole, type Bucket, type Role, type Rights } from './rights.ts';

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
  /** The buckets that existed when the token's rights were last set: the only ones it could have asked for. */
  knownBuckets: readonly Bucket[];
}

/**
 * Where a JWT minted by the token swap came from: its session is confined to that token's organization and
 * never acts above `role`, the person's role when the swap checked it against the token's rights, so a
 * promotion after the swap does not widen what the token reached [CONTRACT 4].
 */
export interface SwapOrigin {
  orgId: number;
  tokenUuid: string;
  role: Role;
}

export type Principal =
  | { kind: 'anonymous' }
  | { kind: 'user'; user: AuthenticatedUser; via: 'bearer' | 'cookie'; swappedFrom?: SwapOrigin }
  | { kind: 'token'; token: AuthenticatedToken };

export const ANONYMOUS: Principal = { kind: 'anonymous' };

/**
 * The `act` claim of a swapped JWT: the API token, its organization and the role cap. They travel in the
 * claim so that checking the confinement needs no lookup on every request.
 */
export function formatSwapActor(origin: SwapOrigin): string {
  return `${origin.tokenUuid}@${origin.orgId}/${origin.role}`;
}

/**
 * The origin named by an `act` claim, or null when the claim is not in the form `formatSwapActor` writes
 * (a claim without a role cap, as swaps issued before the cap existed wrote, names no origin).
 */
export function parseSwapActor(act: string): SwapOrigin | null {
  const match = /^(apitoken_[0-9a-f-]+)@([1-9]\d{0,15})\/([a-z]+)$/.exec(act);
  const role = match?.[3];
  if (match === null || role === undefined || !isRole(role)) return null;
  return { tokenUuid: match[1]!, orgId: Number(match[2]), role };
}
