import { CodePanel } from '@/features/code-panel/code-panel';
import { useAppSelector } from '@/app/hooks';
import { selectCodeView } from './workspace-selectors';

/** The code panel fed from the store: the live text while streaming, the latest code after. */
export function CodeOutput() {
  const view = useAppSelector(selectCodeView);
  const platform = useAppSelector((s) => s.conversation.active?.platform ?? s.workspace.platform);
  return <CodePanel files={view.files} streaming={view.streaming} downloadName={`${platform}-infrastructure`} explanation={view.explanation} />;
}
