import type { ReactNode } from 'react';

/** One view of the Generated Code panel: a file today; other views (a diagram) join the same list. */
export interface CodePanelTab {
  /** Unique among the tabs (a file's path). */
  value: string;
  label: string;
  /** Called for the open tab only, so hidden tabs build no editor. */
  render(): ReactNode;
}

// Absolutely placed code fills whatever height the panel gets, and at least 24rem when the
// surrounding layout gives it none, so the editor always scrolls inside itself.
export const TAB_AREA = 'relative min-h-96 flex-1';
