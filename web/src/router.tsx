/**
 * Routing by the address bar: the History API, a table of patterns (`/courses/:course_uuid`) and links that
 * navigate without a reload. Small enough not to need a library; the service answers index.html for any
 * page address (src/platform/http/web-app.ts), so a deep link or a reload lands on the same page.
 */
import type { AnchorHTMLAttributes, ComponentChildren, ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export type Params = Record<string, string>;

export interface RouteDef {
  path: string;
  component: ComponentType<{ params: Params }>;
  /** Who may open it: anyone, a signed-in person, or an organization's admin / a course maker. */
  access?: 'public' | 'signed-in' | 'admin' | 'maker';
  /** The page title, also the main heading's accessible name. */
  title: string;
}

const listeners = new Set<() => void>();

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.scrollTo(0, 0);
  for (const listener of listeners) listener();
}

window.addEventListener('popstate', () => {
  for (const listener of listeners) listener();
});

/** The current address (path and query), re-rendering on every navigation. */
export function useLocation(): URL {
  const [, setTick] = useState(0);
  useEffect(() => {
    const listener = () => setTick((n) => n + 1);
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, []);
  return new URL(window.location.href);
}

/** The first route whose pattern matches the path, with its parameters (decoded). */
export function matchRoute(
  routes: readonly RouteDef[],
  pathname: string,
): { route: RouteDef; params: Params } | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  for (const route of routes) {
    const pattern = route.path.replace(/\/+$/, '').split('/').slice(1);
    if (pattern.length !== parts.length) continue;
    const params: Params = {};
    const matches = pattern.every((segment, i) => {
      const part = parts[i] ?? '';
      if (segment.startsWith(':')) {
        if (part === '') return false;
        try {
          params[segment.slice(1)] = decodeURIComponent(part);
        } catch {
          return false;
        }
        return true;
      }
      return segment === part;
    });
    if (matches) return { route, params };
  }
  return undefined;
}

/** A link that navigates inside the app; modified clicks (new tab, download) stay the browser's. */
export function Link(
  props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children?: ComponentChildren },
) {
  const { href, onClick, ...rest } = props;
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        if (typeof onClick === 'function') onClick(event);
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}
