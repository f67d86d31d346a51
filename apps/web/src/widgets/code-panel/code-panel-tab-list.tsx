import { Tabs } from 'radix-ui';
import { CodePanelCopy } from '@infragen/contracts';
import { TAB_AREA, type CodePanelTab } from './code-panel-tab';

const tabClass =
  'shrink-0 border-b-2 border-transparent px-3 py-2 font-mono text-xs text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-accent data-[state=active]:border-accent data-[state=active]:text-foreground';

/**
 * Several views of the panel as a tab list, `open` the one shown. A chunk of its own
 * (code-panel-tabs.tsx loads it): the tabs library is needed only once an answer has more than
 * one file, never for /app's or the landing's first paint.
 */
export default function CodePanelTabList({
  tabs,
  open,
  onValueChange,
}: {
  tabs: readonly CodePanelTab[];
  open: CodePanelTab;
  onValueChange(value: string): void;
}) {
  return (
    <Tabs.Root value={open.value} onValueChange={onValueChange} className="flex min-h-0 flex-1 flex-col">
      <Tabs.List aria-label={CodePanelCopy.filesLabel} className="flex overflow-x-auto border-b border-border px-2">
        {tabs.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value} className={tabClass}>
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content
          key={t.value}
          value={t.value}
          className={`${TAB_AREA} focus-visible:outline-none data-[state=inactive]:hidden`}
        >
          {t.value === open.value && t.render()}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
