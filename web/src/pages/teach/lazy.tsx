/**
 * The instructor pages load as their own chunk when first opened: most people never teach, and the first
 * load of the app stays small for them.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { ErrorNotice, Loading } from '../../ui/async.tsx';

type PageComponent = ComponentType<{ params: Record<string, string> }>;

export function lazyPage(load: () => Promise<PageComponent>): PageComponent {
  let loaded: PageComponent | undefined;
  return function LazyPage(props) {
    const [Component, setComponent] = useState<PageComponent | undefined>(() => loaded);
    const [error, setError] = useState<unknown>(undefined);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (Component !== undefined) return;
      load().then(
        (component) => {
          loaded = component;
          setComponent(() => component);
        },
        (failure: unknown) => setError(failure),
      );
    }, [attempt]);
    if (Component !== undefined) return <Component {...props} />;
    if (error !== undefined)
      return (
        <ErrorNotice
          error={error}
          onRetry={() => {
            setError(undefined);
            setAttempt((n) => n + 1);
          }}
        />
      );
    return <Loading />;
  };
}
