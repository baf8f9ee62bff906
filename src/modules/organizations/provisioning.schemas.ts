import { Type } from 'typebox';
import { Body, StringEnum } from '../../platform/http/schema.ts';
import { ROLES } from '../access/index.ts';
import { SignupBody } from '../identity/index.ts';

export const OrgSlugParams = Type.Object({ org_slug: Type.String({ minLength: 1, maxLength: 64 }) });

/** The signup fields with the same rules, the password optional, plus the member's role. */
export const ProvisionBody = Body(
  {
    ...SignupBody.properties,
    password: Type.Optional(SignupBody.properties.password),
    role: Type.Optional(
      StringEnum(ROLES, { default: 'learner', description: 'The member role (default learner)' }),
    ),
  },
  { title: 'ProvisionBody' },
);
