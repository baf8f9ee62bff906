/**
 * The assignment view loaded on demand: the pages of this area and the viewer's assignment activity are small
 * shells, so the app's first load does not carry the task controls (CodeMirror is a further chunk of its own).
 */
import { useEffect, useState } from 'preact/hooks';
import { ErrorNotice, Loading } from '../../ui/async.tsx';
import type { Assignment } from './answers.ts';
import type { AssignmentView } from './assignment-view.tsx';

// A type-only import: the module itself is fetched by the dynamic import below.
type View = typeof AssignmentView;

let loaded: View | undefined;

export function LazyAssignmentView(props: { assignment: Assignment; level: number; showTitle: boolean }) {
  const [view, setView] = useState<{ View?: View; error?: unknown }>({ View: loaded });
  useEffect(() => {
    if (view.View !== undefined) return;
    import('./assignment-view.tsx').then(
      (module) => {
        loaded = module.AssignmentView;
        setView({ View: module.AssignmentView });
      },
      (error: unknown) => setView({ error }),
    );
  }, [view.View]);
  if (view.error !== undefined) return <ErrorNotice error={view.error} />;
  if (view.View === undefined) return <Loading />;
  const Loaded = view.View;
  return <Loaded {...props} />;
}
