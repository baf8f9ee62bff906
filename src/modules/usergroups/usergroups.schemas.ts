import { Type } from 'typebox';
import { Body, IntegerId } from '../../platform/http/schema.ts';

// A name with at least one visible character; unique within the organization (409 otherwise).
const Name = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const Description = Type.String({ maxLength: 10_000 });

export const CreateUsergroupBody = Body(
  {
    name: Name,
    description: Type.Optional(Description),
    org_id: IntegerId,
  },
  { title: 'CreateUsergroupBody' },
);

export const UpdateUsergroupBody = Body(
  {
    name: Type.Optional(Name),
    description: Type.Optional(Description),
  },
  { title: 'UpdateUsergroupBody' },
);

export const OrgParams = Type.Object({ org_id: IntegerId });
export const UsergroupParams = Type.Object({ usergroup_id: IntegerId });
export const ResourceParams = Type.Object({ resource_uuid: Type.String({ minLength: 1 }) });

/** Comma-separated lists arrive as text; `id-lists.ts` reads them so that a malformed item is a clear 422. */
const ListText = Type.String({ maxLength: 20_000 });

export const UserIdsQuery = Type.Object({
  user_ids: Type.Optional(ListText),
});

export const ResourceUuidsQuery = Type.Object({
  resource_uuids: Type.Optional(ListText),
});
