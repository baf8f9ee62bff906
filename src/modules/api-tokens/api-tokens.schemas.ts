import { Type } from 'typebox';
import { Body } from '../../platform/http/schema.ts';
import { ACTIONS, BUCKETS } from '../access/index.ts';

const ActionFlags = Type.Object(
  Object.fromEntries(ACTIONS.map((a) => [`action_${a}`, Type.Optional(Type.Boolean())])),
  { additionalProperties: false },
);

/** `{ "<bucket>": { "action_create": bool, … } }`; unknown buckets or actions are a 422. */
export const RightsSchema = Type.Object(
  Object.fromEntries(BUCKETS.map((b) => [b, Type.Optional(ActionFlags)])),
  { title: 'ApiTokenRights', additionalProperties: false },
);

export const CreateTokenBody = Body(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    description: Type.Optional(Type.String({ maxLength: 1000 })),
    rights: RightsSchema,
    expires_at: Type.Optional(
      Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
        description: 'ISO 8601 date-time; omitted or null = never expires',
      }),
    ),
  },
  { title: 'CreateTokenBody' },
);

export const UpdateTokenBody = Body(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    description: Type.Optional(Type.String({ maxLength: 1000 })),
    rights: Type.Optional(RightsSchema),
  },
  { title: 'UpdateTokenBody' },
);

// Bounded so an id no database row can have is a 422, not an out-of-range error from PostgreSQL's bigint.
export const TokenSwapBody = Body(
  {
    user_id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  },
  { title: 'TokenSwapBody' },
);

export const TokenSwapResponse = Type.Object(
  {
    access_token: Type.String(),
    token_type: Type.Literal('bearer'),
    user_id: Type.Integer(),
    user_uuid: Type.String(),
    expiry: Type.Integer({ description: 'Expiry of the access token, epoch milliseconds' }),
  },
  { title: 'SwappedSession' },
);
