import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import { CodePanelCopy } from '@infragen/contracts';

/** One view of the Generated Code panel: a file today; other views (a diagram) join the same list. */
export interface CodePanelTab {
  /** Unique among the tabs (a file's path). */
  value: string;
  label: string;
  /** Called for the open tab only, so hidden tabs build no editor. */
  render(): ReactNode;
}

const tabClass =
  'shrink-0 border-b-2 border-transparent px-3 py-2 font-mono text-xs text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-accent data-[state=active]:border-accent data-[state=active]:text-foreground';
// Absolutely placed code fills whatever height the panel gets, and at least 24rem when the
// surrounding layout gives it none, so the editor always scrolls inside itself.
const area = 'relative min-h-96 flex-1';

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
  if (tabs.length === 1)
    return (
      <>
        <p className="border-b border-border px-4 py-2 font-mono text-xs text-muted-foreground">{open.label}</p>
        <div className={area}>{open.render()}</div>
      </>
    );
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
          className={`${area} focus-visible:outline-none data-[state=inactive]:hidden`}
        >
          {t.value === open.value && t.render()}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
