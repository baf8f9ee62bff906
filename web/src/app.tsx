/**
 * The app's frame: a skip link, the header with the navigation the person's role opens, the page of the
 * current address, and the guard that sends a signed-out visitor to sign in (and back afterwards).
 */
import { useEffect } from 'preact/hooks';
import { Link, matchRoute, navigate, useLocation, type RouteDef } from './router.tsx';
import { ROUTES } from './routes.ts';
import { canAdminister, canMakeCourses, SessionProvider, useSession } from './session.tsx';
import { Loading } from './ui/async.tsx';
import { Page } from './ui/page.tsx';

export function App() {
  return (
    <SessionProvider>
      <Shell />
    </SessionProvider>
  );
}

function Shell() {
  const location = useLocation();
  const session = useSession();
  const match = matchRoute(ROUTES, location.pathname);
  return (
    <>
      <a class="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" class="container">
        {session.user === undefined ? (
          <Loading />
        ) : match === undefined ? (
          <NotFound />
        ) : (
          <Guarded route={match.route} params={match.params} />
        )}
      </main>
    </>
  );
}

function Guarded({ route, params }: { route: RouteDef; params: Record<string, string> }) {
  const { user, org } = useSession();
  const access = route.access ?? 'signed-in';
  const signedOut = access !== 'public' && user === null;
  useEffect(() => {
    if (signedOut) {
      const back = window.location.pathname + window.location.search;
      navigate(`/signin?next=${encodeURIComponent(back)}`, { replace: true });
    }
  }, [signedOut]);
  if (signedOut) return <Loading />;
  if (access === 'admin' && !canAdminister(org))
    return <Forbidden what="This page is for the organization's admins." />;
  if (access === 'maker' && !canMakeCourses(org))
    return <Forbidden what="This page is for the organization's instructors and admins." />;
  const Component = route.component;
  return <Component params={params} />;
}

/** A link of the main navigation, marked as the current page for its whole area (`/teach/…` under Teach). */
function NavLink({ href, label }: { href: string; label: string }) {
  const { pathname } = useLocation();
  const current =
    href === '/' ? pathname === '/' || pathname.startsWith('/courses/') : pathname.startsWith(href);
  return (
    <Link href={href} aria-current={current ? 'page' : undefined}>
      {label}
    </Link>
  );
}

function Header() {
  const { user, org, chooseOrg, signOut } = useSession();
  return (
    <header class="site-header">
      <div class="container header-row">
        <Link href="/" class="brand">
          Learning platform
        </Link>
        {user && (
          <nav aria-label="Main">
            <ul class="nav-list">
              <li>
                <NavLink href="/" label="Courses" />
              </li>
              <li>
                <NavLink href="/my/progress" label="My learning" />
              </li>
              {canMakeCourses(org) && (
                <li>
                  <NavLink href="/teach" label="Teach" />
                </li>
              )}
              {canAdminister(org) && (
                <li>
                  <NavLink href="/admin" label="Admin" />
                </li>
              )}
            </ul>
          </nav>
        )}
        <div class="header-user">
          {user && user.orgs.length > 1 && (
            <label class="org-picker">
              <span class="visually-hidden">Organization</span>
              <select value={org?.org_id} onChange={(e) => chooseOrg(Number(e.currentTarget.value))}>
                {user.orgs.map((o) => (
                  <option key={o.org_id} value={o.org_id}>
                    {o.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          {user ? (
            <>
              <span class="user-name">{user.first_name || user.username}</span>
              <button
                type="button"
                class="button-secondary"
                onClick={() => void signOut().then(() => navigate('/signin'))}
              >
                Sign out
              </button>
            </>
          ) : (
            user === null && <Link href="/signin">Sign in</Link>
          )}
        </div>
      </div>
    </header>
  );
}

function NotFound() {
  return (
    <Page title="Page not found">
      <p>
        There is no page at this address. <Link href="/">Go to the courses</Link>.
      </p>
    </Page>
  );
}

function Forbidden({ what }: { what: string }) {
  return (
    <Page title="Not allowed">
      <p>{what}</p>
    </Page>
  );
}
