import { Type, type Static } from 'typebox';
import { toApiDate } from '../../platform/clock.ts';
import { ApiDate, ClosedString } from '../../platform/http/schema.ts';
import { ROLES } from '../access/index.ts';
import { PLANS } from '../plans/index.ts';
import { presentUser, UserRead } from '../identity/index.ts';
import { ROLE_UUIDS, type Role } from '../access/index.ts';
import type { InviteRow, MemberRow, OrgRow } from './organizations.repository.ts';

export const OrgRead = Type.Object(
  {
    id: Type.Integer(),
    org_uuid: Type.String(),
    name: Type.String(),
    slug: Type.String(),
    description: Type.String(),
    signup_mechanism: ClosedString(['open', 'inviteOnly']),
    plan: ClosedString(PLANS),
    creation_date: ApiDate,
    update_date: ApiDate,
  },
  { title: 'OrganizationRead' },
);
export type OrgRead = Static<typeof OrgRead>;

export function presentOrg(row: OrgRow): OrgRead {
  return {
    id: row.id,
    org_uuid: row.org_uuid,
    name: row.name,
    slug: row.slug,
    description: row.description,
    signup_mechanism: row.signup_mechanism,
    plan: row.plan,
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
  };
}

export const MemberRead = Type.Object(
  {
    user: UserRead,
    role: ClosedString(ROLES),
    role_uuid: Type.String(),
    joined_date: ApiDate,
  },
  { title: 'MemberRead' },
);
export type MemberRead = Static<typeof MemberRead>;

export function presentMember(row: MemberRow): MemberRead {
  return {
    user: presentUser(row),
    role: row.role,
    role_uuid: ROLE_UUIDS[row.role as Role],
    joined_date: toApiDate(row.joined),
  };
}

export const InviteRead = Type.Object(
  {
    invite_code_uuid: Type.String(),
    invite_code: Type.String(),
    org_id: Type.Integer(),
    emails: Type.Array(Type.String()),
    role: ClosedString(ROLES),
    uses: Type.Integer(),
    created_by_user_id: Type.Union([Type.Integer(), Type.Null()]),
    creation_date: ApiDate,
    expiration_date: ApiDate,
  },
  { title: 'InviteRead' },
);
export type InviteRead = Static<typeof InviteRead>;

export function presentInvite(row: InviteRow): InviteRead {
  return {
    invite_code_uuid: row.invite_uuid,
    invite_code: row.code,
    org_id: row.org_id,
    emails: JSON.parse(row.emails) as string[],
    role: row.role,
    uses: row.use_count,
    created_by_user_id: row.created_by_user_id,
    creation_date: toApiDate(row.creation_date),
    expiration_date: toApiDate(row.expires_at),
  };
}
