/**
 * Identifiers and secrets. All randomness of the service comes through here.
 *
 * Resource uuids are a prefix naming the kind plus a random UUID (`course_0b6c…`) [CONTRACT 1]; the prefix
 * makes a pasted identifier self-describing and lets a route answer 404 for one of the wrong kind.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';

export type UuidPrefix =
  | 'org'
  | 'user'
  | 'course'
  | 'chapter'
  | 'activity'
  | 'block'
  | 'assignment'
  | 'assignmenttask'
  | 'usergroup'
  | 'webhook'
  | 'apitoken'
  | 'invitecode'
  | 'courseupdate'
  | 'submission'
  | 'certification'
  | 'cert'
  | 'podcast'
  | 'episode'
  | 'collection'
  | 'playground'
  | 'pack'
  | 'community'
  | 'discussion'
  | 'comment'
  | 'board'
  | 'scormpkg';

export function newUuid(prefix: UuidPrefix): string {
  return `${prefix}_${randomUUID()}`;
}

/** A webhook delivery id [CONTRACT 1]: `dlv_` + 32 lowercase hex. */
export function newDeliveryId(): string {
  return `dlv_${randomBytes(16).toString('hex')}`;
}

/** `bytes` random bytes as standard base64 (with padding). */
export function randomBase64(bytes = 32): string {
  return randomBytes(bytes).toString('base64');
}

/** `bytes` random bytes as url-safe base64 (no padding). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 hex digest: how high-entropy secrets (API tokens, refresh and email tokens) are stored. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
