import { Type } from 'typebox';
import { Body, ClosedString, IntegerId } from '../../platform/http/schema.ts';
import { ROLES } from '../access/index.ts';
import { MAX_PASSWORD_LENGTH } from './passwords.ts';
import { UserRead } from './identity.presenter.ts';

export const Email = Type.String({ format: 'email', maxLength: 320 });
export const Password = Type.String({ minLength: 8, maxLength: MAX_PASSWORD_LENGTH });

export const SignupBody = Body(
  {
    email: Email,
    username: Type.String({ minLength: 2, maxLength: 64, pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]*$' }),
    password: Password,
    first_name: Type.Optional(Type.String({ maxLength: 100 })),
    last_name: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { title: 'SignupBody' },
);

export const OrgIdParams = Type.Object({ org_id: IntegerId });
export const InviteSignupParams = Type.Object({
  org_id: IntegerId,
  invite_code: Type.String({ minLength: 1, maxLength: 64 }),
});

/** Form-encoded per SPEC 4.1; `username` is the email address. */
export const LoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 320 }),
    password: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }),
  },
  { title: 'LoginForm' },
);

export const SessionResponse = Type.Object(
  {
    user: UserRead,
    tokens: Type.Object({
      access_token: Type.String(),
      refresh_token: Type.String(),
      expiry: Type.Integer({ description: 'Access token expiry, epoch milliseconds' }),
    }),
  },
  { title: 'Session' },
);

export const MeResponse = Type.Intersect(
  [
    UserRead,
    Type.Object({
      orgs: Type.Array(
        Type.Object({
          org_id: Type.Integer(),
          org_uuid: Type.String(),
          name: Type.String(),
          slug: Type.String(),
          role: ClosedString(ROLES),
        }),
      ),
    }),
  ],
  { title: 'CurrentUser' },
);

export const VerifyEmailBody = Body(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { title: 'VerifyEmailBody' },
);
export const ResendVerificationBody = Body({ email: Email }, { title: 'ResendVerificationBody' });
export const DetailResponse = Type.Object({ detail: Type.String() }, { title: 'Detail' });
