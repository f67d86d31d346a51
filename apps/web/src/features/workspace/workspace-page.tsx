import { Suspense, useEffect } from 'react';
import { useAppSelector } from '@/app/hooks';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useWorkspaceAddress } from './use-workspace-address';
import { WorkspaceIntro } from './workspace-intro';

// The landing's try-it view travels in this page's chunk: apart, the pieces it shares with the
// workspace would become a chunk of their own, which costs /app more gzipped bytes than the view
// itself (scripts/check-bundle-size.mjs).
export { TryIt } from './try-it';

// The split view's own parts (conversations, templates, pickers, header actions) are not needed to
// show the intro or the landing's try-it view: a chunk of their own, fetched while the intro shows,
// keeps them out of both pages' first load (scripts/check-bundle-size.mjs).
const WorkspaceSplitView = preloadableLazy(() =>
  import('./workspace-split-view').then((m) => ({ default: m.WorkspaceSplitView })),
);

/**
 * The generator workspace at /app (signed-in users): the intro landing, then the split view. The
 * live connection opens with the first generation followed (the socket middleware owns it).
 */
export function WorkspacePage() {
  const view = useAppSelector((s) => s.workspace.view);
  useWorkspaceAddress();
  useEffect(() => {
    void WorkspaceSplitView.preload();
  }, []);
  return view === 'intro' ? (
    <WorkspaceIntro />
  ) : (
    <Suspense fallback={<FullScreenSpinner />}>
      <WorkspaceSplitView />
    </Suspense>
  );
}
