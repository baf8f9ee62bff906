/** The provider buttons of the sign-in and sign-up pages, and the page the provider sends people back to. */
import { useEffect, useRef } from 'preact/hooks';
import { api, call } from '../../api.ts';
import { Link, navigate } from '../../router.tsx';
import { useSession } from '../../session.tsx';
import { ErrorNotice, Loading, useAction, useLoad } from '../../ui/async.tsx';
import { Page } from '../../ui/page.tsx';
import { finishOidcSignIn, startOidcSignIn, type Provider } from './oidc.ts';
import { safeNext } from './next.ts';

/** A button per configured provider; nothing when there are none. */
export function ProviderButtons({ next, orgId, verb }: { next: string; orgId?: number; verb: string }) {
  const providers = useLoad(() => call(api.GET('/api/v1/auth/providers')), []);
  const start = useAction((provider: Provider) => startOidcSignIn(provider, next, orgId));
  if (providers.error !== undefined)
    return <ErrorNotice error={providers.error} onRetry={providers.reload} />;
  if (providers.data === undefined || providers.data.length === 0) return null;
  return (
    <div class="provider-buttons">
      <p class="hint">Or use an account you already have:</p>
      {providers.data.map((provider) => (
        <button
          key={provider.name}
          type="button"
          class="button-secondary"
          disabled={start.pending}
          onClick={() => void start.run(provider)}
        >
          {verb} with {provider.name}
        </button>
      ))}
      <ErrorNotice error={start.error} />
    </div>
  );
}

/** `/signin/oidc`: finishes the flow, opens the session, and goes where the person was going. */
export function OidcReturnPage() {
  const session = useSession();
  const started = useRef(false);
  const finish = useAction(async () => {
    const query = new URLSearchParams(window.location.search);
    // The code must not stay in the address bar or the history.
    window.history.replaceState(null, '', '/signin/oidc');
    const result = await finishOidcSignIn(query);
    await call(
      api.POST('/api/v1/auth/oauth', {
        body: { provider: result.provider, access_token: result.accessToken },
        params: { query: result.orgId === undefined ? {} : { org_id: result.orgId } },
      }),
    );
    await session.reload();
    if (result.orgId !== undefined) session.chooseOrg(result.orgId);
    navigate(safeNext(result.next), { replace: true });
  });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void finish.run();
  }, []);
  return (
    <Page title="Signing in">
      {finish.error === undefined ? (
        <Loading label="Signing you in…" />
      ) : (
        <>
          <ErrorNotice error={finish.error} />
          <p>
            <Link href="/signin">Back to sign in</Link>
          </p>
        </>
      )}
    </Page>
  );
}
