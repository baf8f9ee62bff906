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

/** Where a JWT minted by the token swap came from: its session is confined to that token's organization. */
export interface SwapOrigin {
  orgId: number;
  tokenUuid: string;
}

export type Principal =
  | { kind: 'anonymous' }
  | { kind: 'user'; user: AuthenticatedUser; via: 'bearer' | 'cookie'; swappedFrom?: SwapOrigin }
  | { kind: 'token'; token: AuthenticatedToken };

export const ANONYMOUS: Principal = { kind: 'anonymous' };

/**
 * The `act` claim of a swapped JWT: the API token and its organization. The organization travels in the
 * claim so that checking the confinement needs no lookup on every request.
 */
export function formatSwapActor(origin: SwapOrigin): string {
  return `${origin.tokenUuid}@${origin.orgId}`;
}

/** The origin named by an `act` claim, or null when the claim is not in the form `formatSwapActor` writes. */
export function parseSwapActor(act: string): SwapOrigin | null {
  const match = /^(apitoken_[0-9a-f-]+)@([1-9]\d{0,15})$/.exec(act);
  if (match === null) return null;
  return { tokenUuid: match[1]!, orgId: Number(match[2]) };
}
