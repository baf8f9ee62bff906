/**
 * The new-account form of the sign-up and invite pages [CONTRACT 3]. After the account is made the person is
 * signed in at once and sent to the catalogue, unless the service says the email must be verified first
 * (saas mode), in which case they are told to look for the message.
 */
import type { components } from '@lms/client';
import { login } from '@lms/client';
import { useState } from 'preact/hooks';
import { api, unwrap } from '../../api.ts';
import { navigate } from '../../router.tsx';
import { useSession } from '../../session.tsx';
import { ErrorNotice, useAction } from '../../ui/async.tsx';
import { Field, formText } from '../../ui/page.tsx';

export type SignupBody = components['schemas']['SignupBody'];
type UserRead = components['schemas']['UserRead'];

export function SignupForm({
  orgId,
  create,
}: {
  orgId: number;
  create: (body: SignupBody) => Promise<UserRead>;
}) {
  const session = useSession();
  const [unverified, setUnverified] = useState<string | undefined>(undefined);
  const submit = useAction(async (body: SignupBody) => {
    const user = await create(body);
    if (!user.email_verified) {
      setUnverified(user.email);
      return;
    }
    unwrap(await login(api, body.email, body.password, { useToken: false }));
    await session.reload();
    session.chooseOrg(orgId);
    navigate('/', { replace: true });
  });
  if (unverified !== undefined)
    return (
      <div class="notice notice-ok" role="status">
        <p>
          Your account is ready. We sent a message to <strong>{unverified}</strong>: follow its link to verify
          your email, then sign in.
        </p>
      </div>
    );
  return (
    <form
      class="card form narrow"
      onSubmit={(event) => {
        event.preventDefault();
        const v = formText(event.currentTarget);
        void submit.run({
          email: v.email ?? '',
          username: v.username ?? '',
          password: v.password ?? '',
          ...(v.first_name ? { first_name: v.first_name } : {}),
          ...(v.last_name ? { last_name: v.last_name } : {}),
        });
      }}
    >
      <Field label="Email" id="signup-email">
        <input id="signup-email" name="email" type="email" autocomplete="email" required />
      </Field>
      <Field label="Username" id="signup-username" hint="Letters, digits, dots, dashes and underscores.">
        <input
          id="signup-username"
          name="username"
          autocomplete="username"
          required
          aria-describedby="signup-username-hint"
        />
      </Field>
      <Field label="Password" id="signup-password" hint="At least 8 characters.">
        <input
          id="signup-password"
          name="password"
          type="password"
          autocomplete="new-password"
          minLength={8}
          required
          aria-describedby="signup-password-hint"
        />
      </Field>
      <Field label="First name (optional)" id="signup-first">
        <input id="signup-first" name="first_name" autocomplete="given-name" />
      </Field>
      <Field label="Last name (optional)" id="signup-last">
        <input id="signup-last" name="last_name" autocomplete="family-name" />
      </Field>
      <ErrorNotice error={submit.error} />
      <button type="submit" disabled={submit.pending}>
        {submit.pending ? 'Creating your account…' : 'Create account'}
      </button>
    </form>
  );
}
