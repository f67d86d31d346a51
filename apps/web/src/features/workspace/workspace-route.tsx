import { lazy, Suspense } from 'react';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';

// The workspace (and the code panel with it) is its own chunk: the public pages never load it,
// which keeps their JavaScript within budget (scripts/check-bundle-size.mjs).
const WorkspacePage = lazy(() => import('./workspace-page').then((m) => ({ default: m.WorkspacePage })));

/** /app's element: the workspace, loaded on first visit. */
export function WorkspaceRoute() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <WorkspacePage />
    </Suspense>
  );
}
