/**
 * An admin page loaded when first opened: few people ever see these pages, so their code stays out of the
 * first load everyone pays for. The import is started once and shared by every later visit.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Params } from '../../router.tsx';
import { ErrorNotice, Loading } from '../../ui/async.tsx';

type PageComponent = ComponentType<{ params: Params }>;

export function lazyPage(load: () => Promise<PageComponent>): PageComponent {
  let loading: Promise<PageComponent> | undefined;
  let loaded: PageComponent | undefined;
  return function LazyPage({ params }: { params: Params }) {
    const [component, setComponent] = useState<PageComponent | undefined>(() => loaded);
    const [error, setError] = useState<unknown>(undefined);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (loaded !== undefined) return;
      let current = true;
      loading ??= load().then((c) => (loaded = c));
      loading.then(
        (c) => current && setComponent(() => c),
        (failure: unknown) => {
          loading = undefined;
          if (current) setError(failure);
        },
      );
      return () => {
        current = false;
      };
    }, [attempt]);
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
    if (component === undefined) return <Loading />;
    const Component = component;
    return <Component params={params} />;
  };
}
