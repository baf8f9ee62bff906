import { Type } from 'typebox';
import { Body, IntegerId, PaginationQuery, StringEnum } from '../../platform/http/schema.ts';

/** The largest Yjs update accepted in one request or one WebSocket message. */
export const MAX_UPDATE_BYTES = 1024 * 1024;

const Name = Type.String({ minLength: 1, maxLength: 200 });
const Description = Type.String({ maxLength: 10_000 });

export const CreateBoardQuery = Type.Object({ org_id: IntegerId });

export const CreateBoardBody = Body(
  {
    name: Name,
    description: Type.Optional(Type.Union([Description, Type.Null()])),
    public: Type.Optional(Type.Boolean({ default: false })),
  },
  { title: 'CreateBoardBody' },
);

export const UpdateBoardBody = Body(
  {
    name: Type.Optional(Name),
    description: Type.Optional(Type.Union([Description, Type.Null()])),
    public: Type.Optional(Type.Boolean()),
  },
  { title: 'UpdateBoardBody', description: 'Partial: absent fields keep their value' },
);

const MemberRole = StringEnum(['editor', 'viewer'] as const);

const NewMember = Type.Object(
  { user_id: IntegerId, role: MemberRole },
  { additionalProperties: false, title: 'NewBoardMember' },
);

export const AddMemberBody = Body({ user_id: IntegerId, role: MemberRole }, { title: 'AddBoardMemberBody' });

export const AddMembersBody = Body(
  { members: Type.Array(NewMember, { minItems: 1, maxItems: 100 }) },
  { title: 'AddBoardMembersBody', description: 'All or nothing: one refusal and nobody is added' },
);

export const OrgParams = Type.Object({ org_id: IntegerId });
export const ListBoardsQuery = PaginationQuery;
export const BoardParams = Type.Object({ board_uuid: Type.String({ minLength: 1 }) });
export const MemberParams = Type.Object({ board_uuid: Type.String({ minLength: 1 }), user_id: IntegerId });
