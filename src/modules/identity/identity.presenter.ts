import { Type, type Static } from 'typebox';
import { toApiDate } from '../../platform/clock.ts';
import { ApiDate } from '../../platform/http/schema.ts';

export const UserRead = Type.Object(
  {
    id: Type.Integer(),
    user_uuid: Type.String(),
    email: Type.String(),
    username: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    email_verified: Type.Boolean(),
    creation_date: ApiDate,
    update_date: ApiDate,
  },
  { title: 'UserRead' },
);
export type UserRead = Static<typeof UserRead>;

export interface UserLike {
  id?: number;
  user_id?: number;
  user_uuid: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  email_verified: boolean;
  creation_date: string;
  update_date: string;
}

export function presentUser(row: UserLike): UserRead {
  return {
    id: row.id ?? row.user_id ?? 0,
    user_uuid: row.user_uuid,
    email: row.email,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    email_verified: row.email_verified,
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
  };
}
