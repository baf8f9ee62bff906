/**
 * Sign-in [CONTRACT 4]: the form-encoded password login sets the session cookies, or a configured OpenID Connect
 * provider (oidc.ts); then back where the person was going.
 */
import { login } from '@lms/client';
import { api, unwrap } from '../../api.ts';
import { Link, navigate } from '../../router.tsx';
import { useSession } from '../../session.tsx';
import { ErrorNotice, useAction } from '../../ui/async.tsx';
import { Field, formText, Page } from '../../ui/page.tsx';
import { safeNext } from './next.ts';
import { ProviderButtons } from './oidc-pages.tsx';
import './account.css';

export { safeNext };

export function SignInPage() {
  const session = useSession();
  const next = safeNext(new URLSearchParams(window.location.search).get('next'));
  const signIn = useAction(async (email: string, password: string) => {
    // The cookie carries the session; the app never holds the token itself.
    unwrap(await login(api, email, password, { useToken: false }));
    await session.reload();
    navigate(next, { replace: true });
  });
  return (
    <Page title="Sign in">
      <form
        class="card form narrow"
        onSubmit={(event) => {
          event.preventDefault();
          const { email = '', password = '' } = formText(event.currentTarget);
          void signIn.run(email, password);
        }}
      >
        <Field label="Email" id="signin-email">
          <input id="signin-email" name="email" type="email" autocomplete="username" required />
        </Field>
        <Field label="Password" id="signin-password">
          <input
            id="signin-password"
            name="password"
            type="password"
            autocomplete="current-password"
            required
          />
        </Field>
        <ErrorNotice error={signIn.error} />
        <button type="submit" disabled={signIn.pending}>
          {signIn.pending ? 'Signing in…' : 'Sign in'}
        </button>
        <p>
          New here? <Link href="/signup">Create an account</Link>
        </p>
      </form>
      <ProviderButtons next={next} verb="Sign in" />
    </Page>
  );
}
