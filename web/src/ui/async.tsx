/**
 * Loading and error states, the same on every page: `useLoad` runs a read and re-runs it on `reload()` (after
 * an action, so no page needs a browser reload to show its own change); `useAction` runs a write with a
 * pending flag and the error to show. Errors show the service's `detail`.
 */
import type { ComponentChildren } from 'preact';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { describeError } from '../api.ts';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: undefined,
    loading: true,
  });
  const [tick, setTick] = useState(0);
  const lastTick = useRef(tick);
  useEffect(() => {
    let current = true;
    // A reload keeps what is shown until the new answer comes; other inputs (another page, another course)
    // show the loading state, never the old data under the new address.
    const reloading = lastTick.current !== tick;
    lastTick.current = tick;
    setState((s) => ({ data: reloading ? s.data : undefined, loading: true, error: undefined }));
    load().then(
      (data) => current && setState({ data, error: undefined, loading: false }),
      (error: unknown) => current && setState({ data: undefined, error, loading: false }),
    );
    return () => {
      current = false;
    };
    // The caller names what the load depends on, as the arguments of useEffect would.
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}

export interface Action<A extends unknown[]> {
  run: (...args: A) => Promise<boolean>;
  pending: boolean;
  error: unknown;
  clear: () => void;
}

/** A write: `run` resolves true on success; a failure is kept in `error` for `<ErrorNotice>`. */
export function useAction<A extends unknown[]>(act: (...args: A) => Promise<unknown>): Action<A> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const latest = useRef(act);
  latest.current = act;
  const run = useCallback(async (...args: A) => {
    setPending(true);
    setError(undefined);
    try {
      await latest.current(...args);
      return true;
    } catch (failure) {
      setError(failure);
      return false;
    } finally {
      setPending(false);
    }
  }, []);
  return { run, pending, error, clear: () => setError(undefined) };
}

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p class="loading" role="status" aria-live="polite">
      <span class="spinner" aria-hidden="true" />
      {label}
    </p>
  );
}

export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if (error === undefined || error === null) return null;
  return (
    <div class="notice notice-error" role="alert">
      <p>{describeError(error)}</p>
      {onRetry && (
        <button type="button" class="button-secondary" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

/** Shows the loading state, the error (with a retry), or the children built from the data. */
export function Async<T>({
  state,
  children,
}: {
  state: Loaded<T>;
  children: (data: T) => ComponentChildren;
}) {
  if (state.error !== undefined) return <ErrorNotice error={state.error} onRetry={state.reload} />;
  if (state.data === undefined) return <Loading />;
  return <>{children(state.data)}</>;
}
