import { Type } from 'typebox';
import { Body, IntegerId, StringEnum } from '../../platform/http/schema.ts';
import { ROLES } from '../access/index.ts';

export const OrgIdParams = Type.Object({ org_id: IntegerId });
export const MemberParams = Type.Object({ org_id: IntegerId, user_id: IntegerId });
export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 64 }) });
export const InviteParams = Type.Object({
  org_id: IntegerId,
  // No length bound: CONTRACT 10 answers a malformed uuid with 404, like an unknown one.
  invite_code_uuid: Type.String({ minLength: 1 }),
});

export const CreateOrgBody = Body(
  {
    // The name is stored trimmed; one visible character keeps it from being stored empty.
    name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    slug: Type.String({
      minLength: 2,
      maxLength: 64,
      pattern: '^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$',
      description: 'lowercase letters, digits and inner hyphens',
    }),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { title: 'CreateOrgBody' },
);

export const RoleEnum = StringEnum(ROLES);
export const ChangeRoleBody = Body({ role: RoleEnum }, { title: 'ChangeRoleBody' });
export const SignupMechanismBody = Body(
  { signup_mechanism: StringEnum(['open', 'inviteOnly'] as const) },
  { title: 'SignupMechanismBody' },
);

export const CreateInviteBody = Body(
  {
    emails: Type.Array(Type.String({ format: 'email', maxLength: 320 }), {
      maxItems: 100,
      description: 'Who may use the code (each is mailed it); empty = a shareable code anyone may use',
    }),
    role: Type.Optional(RoleEnum),
    expires_in_days: Type.Optional(Type.Integer({ minimum: 1, maximum: 365, default: 30 })),
  },
  { title: 'CreateInviteBody' },
);

export const JoinBody = Body(
  { invite_code: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) },
  { title: 'JoinBody' },
);
