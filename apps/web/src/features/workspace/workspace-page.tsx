import { useAppSelector } from '@/app/hooks';
import { useWorkspaceAddress } from './use-workspace-address';
import { WorkspaceIntro } from './workspace-intro';
import { WorkspaceSplitView } from './workspace-split-view';

// The landing's try-it view travels in this page's chunk: apart, the pieces it shares with the
// workspace would become a chunk of their own, which costs /app more gzipped bytes than the view
// itself (scripts/check-bundle-size.mjs).
export { TryIt } from './try-it';

/**
 * The generator workspace at /app (signed-in users): the intro landing, then the split view. The
 * live connection opens with the first generation followed (the socket middleware owns it).
 */
export function WorkspacePage() {
  const view = useAppSelector((s) => s.workspace.view);
  useWorkspaceAddress();
  return view === 'intro' ? <WorkspaceIntro /> : <WorkspaceSplitView />;
}
