/** Course contributors [CONTRACT 9]: who co-authors a course, and with which authorship. */
import { Type } from 'typebox';
import { Body, IntegerId, StringEnum } from '../../platform/http/schema.ts';
import { ValidationError } from '../../platform/http/errors.ts';

/** What may be given; CREATOR belongs to whoever created the course and is never handed out. */
export const GRANTABLE_AUTHORSHIPS = ['CONTRIBUTOR', 'MAINTAINER', 'REPORTER'] as const;
export type GrantableAuthorship = (typeof GRANTABLE_AUTHORSHIPS)[number];

/** At most this many people per call, so one request stays one small transaction. */
export const MAX_USER_IDS = 200;

export const AddContributorsBody = Body(
  {
    user_ids: Type.Array(IntegerId, { minItems: 1, maxItems: MAX_USER_IDS }),
    authorship: Type.Optional(StringEnum(GRANTABLE_AUTHORSHIPS, { default: 'CONTRIBUTOR' })),
  },
  { title: 'AddContributorsBody' },
);

/** `?user_ids=1,2` [CONTRACT 9]: comma-separated integer ids. */
export const RemoveContributorsQuery = Type.Object({
  user_ids: Type.String({ pattern: '^[0-9]{1,16}(,[0-9]{1,16})*$', maxLength: 17 * MAX_USER_IDS }),
});

/** The ids of a `user_ids` query (already matching its pattern); 422 for an id out of range or too many. */
export function parseUserIds(raw: string): number[] {
  const ids = [...new Set(raw.split(',').map(Number))];
  if (ids.some((id) => id < 1 || id > Number.MAX_SAFE_INTEGER) || ids.length > MAX_USER_IDS) {
    throw new ValidationError([
      {
        loc: ['query', 'user_ids'],
        msg: `Input should be at most ${MAX_USER_IDS} comma-separated ids from 1 to ${Number.MAX_SAFE_INTEGER}`,
        type: 'id_list',
      },
    ]);
  }
  return ids;
}
