import { Suspense } from 'react';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { TAB_AREA, type CodePanelTab } from './code-panel-tab';

export type { CodePanelTab } from './code-panel-tab';

const CodePanelTabList = preloadableLazy(() => import('./code-panel-tab-list'));

/** Fetches the tab list's chunk ahead of an answer with several files (the panel calls it on mount). */
export const preloadCodePanelTabs = (): void => void CodePanelTabList.preload().catch(() => undefined);

/**
 * The panel's views: one alone is shown under its name; several get a tab list. `value` names the
 * open one (a value no tab has opens the first).
 */
export function CodePanelTabs({
  tabs,
  value,
  onValueChange,
}: {
  tabs: readonly CodePanelTab[];
  value: string | undefined;
  onValueChange(value: string): void;
}) {
  const open = tabs.find((t) => t.value === value) ?? tabs[0];
  if (!open) return null;
  const single = (
    <>
      <p className="border-b border-border px-4 py-2 font-mono text-xs text-muted-foreground">{open.label}</p>
      <div className={TAB_AREA}>{open.render()}</div>
    </>
  );
  if (tabs.length === 1) return single;
  // Until the tab list's chunk is here, the open view is shown as if it were the only one.
  return (
    <Suspense fallback={single}>
      <CodePanelTabList tabs={tabs} open={open} onValueChange={onValueChange} />
    </Suspense>
  );
}
