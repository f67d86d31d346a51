import { CodePanel } from '@/widgets/code-panel/code-panel';
import { useAppSelector } from '@/app/hooks';
import { diagramTab } from './diagram/diagram-panel-tab';
import { selectCheckPhase, selectCodeFormat, selectCodeView } from './workspace-selectors';

/**
 * The code panel fed from the store: the live text while streaming, the latest code after, with
 * the findings of its checks and what the repair rounds did, and the diagram of what it creates.
 */
export function CodeOutput() {
  const view = useAppSelector(selectCodeView);
  const platform = useAppSelector((s) => s.conversation.active?.platform ?? s.workspace.platform);
  const format = useAppSelector(selectCodeFormat);
  const phase = useAppSelector(selectCheckPhase);
  return (
    <CodePanel
      files={view.files}
      streaming={view.streaming}
      downloadName={`${platform}-infrastructure`}
      explanation={view.explanation}
      format={format}
      diagnostics={view.diagnostics}
      repair={view.repair}
      phase={phase}
      views={(panel) => [diagramTab(format, panel)]}
    />
  );
}
