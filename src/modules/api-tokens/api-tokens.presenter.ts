import { Type, type Static } from 'typebox';
import { toApiDate } from '../../platform/clock.ts';
import { ApiDate } from '../../platform/http/schema.ts';
import { normalizeRights, rightsHave, type Rights } from '../access/index.ts';
import { RightsSchema } from './api-tokens.schemas.ts';
import type { ApiTokenRow } from './api-tokens.repository.ts';

export const ApiTokenRead = Type.Object(
  {
    token_uuid: Type.String(),
    org_id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    token_prefix: Type.String({ description: 'The first characters of the token, to tell tokens apart' }),
    rights: RightsSchema,
    created_by_user_id: Type.Integer(),
    creation_date: ApiDate,
    update_date: ApiDate,
    expires_at: Type.Union([ApiDate, Type.Null()]),
    last_used_at: Type.Union([ApiDate, Type.Null()]),
  },
  { title: 'ApiTokenRead' },
);
export type ApiTokenRead = Static<typeof ApiTokenRead>;

export const ApiTokenCreated = Type.Intersect(
  [
    ApiTokenRead,
    Type.Object({ token: Type.String({ description: 'The token itself: shown this once, never again' }) }),
  ],
  { title: 'ApiTokenCreated' },
);

export function presentToken(row: ApiTokenRow): ApiTokenRead {
  const stored = JSON.parse(row.rights) as Rights;
  return {
    token_uuid: row.token_uuid,
    org_id: row.org_id,
    name: row.name,
    description: row.description,
    token_prefix: row.token_prefix,
    rights: normalizeRights((bucket, action) => rightsHave(stored, bucket, action)),
    created_by_user_id: row.created_by_user_id,
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
    expires_at: row.expires_at === null ? null : toApiDate(row.expires_at),
    last_used_at: row.last_used_at === null ? null : toApiDate(row.last_used_at),
  };
}
