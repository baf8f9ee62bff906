/**
 * Who is signed in, and in which organization they are working. Read once from `GET /users/me` (the session
 * cookie decides); the chosen organization is remembered in this browser. Pages read it with `useSession()`.
 */
import type { components } from '@lms/client';
import { createContext, type ComponentChildren } from 'preact';
import { useCallback, useContext, useEffect, useMemo, useState } from 'preact/hooks';
import { api, call } from './api.ts';

export type CurrentUser = components['schemas']['CurrentUser'];
export type Membership = CurrentUser['orgs'][number];

export interface Session {
  /** `undefined` while the first answer is awaited; `null` when nobody is signed in. */
  user: CurrentUser | null | undefined;
  /** The organization the person works in now (their first one until they pick another). */
  org: Membership | undefined;
  chooseOrg: (orgId: number) => void;
  /** Reads `/users/me` again (after a sign-in, a join or a role change). */
  reload: () => Promise<void>;
  signOut: () => Promise<void>;
}

const ORG_KEY = 'lms.org';
const SessionContext = createContext<Session | undefined>(undefined);

export function SessionProvider({ children }: { children: ComponentChildren }) {
  const [user, setUser] = useState<CurrentUser | null | undefined>(undefined);
  const [orgId, setOrgId] = useState<number | undefined>(() => {
    const stored = Number(window.localStorage.getItem(ORG_KEY));
    return Number.isInteger(stored) && stored > 0 ? stored : undefined;
  });

  const reload = useCallback(async () => {
    const result = await api.GET('/api/v1/users/me');
    setUser(result.response.ok && result.data !== undefined ? result.data : null);
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const value = useMemo<Session>(() => {
    const orgs = user?.orgs ?? [];
    const org = orgs.find((o) => o.org_id === orgId) ?? orgs[0];
    return {
      user,
      org,
      chooseOrg(next) {
        window.localStorage.setItem(ORG_KEY, String(next));
        setOrgId(next);
      },
      reload,
      async signOut() {
        await call(api.DELETE('/api/v1/auth/logout')).catch(() => undefined);
        setUser(null);
      },
    };
  }, [user, orgId, reload]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (session === undefined) throw new Error('useSession outside SessionProvider');
  return session;
}

/** Admins and maintainers run the organization; instructors and up make courses. */
export function canAdminister(org: Membership | undefined): boolean {
  return org?.role === 'admin' || org?.role === 'maintainer';
}

export function canMakeCourses(org: Membership | undefined): boolean {
  return canAdminister(org) || org?.role === 'instructor';
}
