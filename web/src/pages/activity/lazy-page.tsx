/** The viewer and its renderers are a chunk of their own, fetched when an activity is first opened. */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { ErrorNotice, Loading } from '../../ui/async.tsx';

type PageComponent = ComponentType<{ params: Record<string, string> }>;
let loaded: PageComponent | undefined;

export function LazyActivityPage({ params }: { params: Record<string, string> }) {
  const [Page, setPage] = useState<PageComponent | undefined>(() => loaded);
  const [error, setError] = useState<unknown>(undefined);
  useEffect(() => {
    if (Page !== undefined) return;
    import('./activity-page.tsx').then(
      (m) => {
        loaded = m.ActivityPage;
        setPage(() => m.ActivityPage);
      },
      (failure: unknown) => setError(failure),
    );
  }, [Page]);
  if (error !== undefined) return <ErrorNotice error={error} />;
  return Page === undefined ? <Loading /> : <Page params={params} />;
}
