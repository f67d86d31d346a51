import { lazy, Suspense } from 'react';
import { CodePanelCopy, type FormatId } from '@infragen/contracts';
import type { CodePanelViewContext } from '@/widgets/code-panel/code-panel';
import type { CodePanelTab } from '@/widgets/code-panel/code-panel-tabs';

// The tab's code, the parsers, the graph and the layout load when the tab is first opened: none of
// it is part of the page's first load (scripts/check-bundle-size.mjs).
const DiagramTab = lazy(() => import('./diagram-tab'));

const DIAGRAM_TAB = '#diagram';

/** The Diagram tab of the Generated Code panel, for code of `format`. */
export function diagramTab(format: FormatId, panel: CodePanelViewContext): CodePanelTab {
  return {
    value: DIAGRAM_TAB,
    label: CodePanelCopy.diagramTab,
    render: () => (
      <div className="absolute inset-0">
        <Suspense fallback={null}>
          <DiagramTab
            files={panel.files}
            format={format}
            streaming={panel.streaming}
            diagnostics={panel.diagnostics}
            onOpenInCode={(path, line) => panel.openInCode(path, line, DIAGRAM_TAB)}
          />
        </Suspense>
      </div>
    ),
  };
}
