import { useAppSelector } from '@/app/hooks';
import { useWorkspaceAddress } from './use-workspace-address';
import { WorkspaceIntro } from './workspace-intro';
import { WorkspaceSplitView } from './workspace-split-view';

/**
 * The generator workspace at /app (signed-in users): the intro landing, then the split view. The
 * live connection opens with the first generation followed (the socket middleware owns it).
 */
export function WorkspacePage() {
  const view = useAppSelector((s) => s.workspace.view);
  useWorkspaceAddress();
  return view === 'intro' ? <WorkspaceIntro /> : <WorkspaceSplitView />;
}
