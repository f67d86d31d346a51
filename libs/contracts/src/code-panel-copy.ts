/**
 * Copy of the workspace's Generated Code panel and its read-only Settings dialog,
 * part of the message catalogue. "Generated Code", "Ready", "Code Will Appear Here" and the
 * settings sections are exact texts (docs/product-rules.md) and must not be reworded.
 */
export const CodePanelCopy = {
  title: 'Generated Code',
  ready: 'Ready',
  empty: {
    title: 'Code Will Appear Here',
    hint: 'Describe the infrastructure you need or try a template, and the code streams in here.',
  },
  filesLabel: 'Generated files',
  /** The tab drawing what the code creates (its own texts are DiagramCopy, loaded with the tab). */
  diagramTab: 'Diagram',
  /** After a diagram node opened its code: back to the view it was opened from. */
  backTo: (view: string) => `Back to ${view}`,
  /** Accessible name of the code area, so a screen reader says which file it is in. */
  codeLabel: (path: string) => `Code of ${path}`,
  explanationTitle: 'Explanation',
  copy: 'Copy',
  copied: 'Copied',
  copiedAnnouncement: 'Code copied to clipboard',
  /** Beside Copy when an answer has several files: every file, each under a line naming it. */
  copyAll: 'Copy all files',
  copiedAllAnnouncement: 'All files copied to clipboard',
  copyFailed: {
    title: 'Could not copy the code',
    description: 'The browser refused access to the clipboard. Select the code and copy it by hand.',
  },
  download: 'Download',
  downloadAll: 'Download .zip',
  downloadFailed: {
    title: 'Could not download the code',
    description: 'Check your connection and try again.',
  },
  /** Zip name when the caller gives none. */
  defaultDownloadName: 'infrastructure',
  edit: 'Edit',
  settings: {
    open: 'Settings',
    title: 'Settings',
    description: 'An overview of this workspace. These settings are read-only here.',
    close: 'Close',
    connected: 'Connected',
    sections: {
      project: {
        title: 'Project',
        items: ['Project Settings', 'Cloud Settings', 'Analytics', 'Page Speed', 'Knowledge', 'Security'],
      },
      workspace: { title: 'Workspace', people: 'People', peopleBadge: '2 people', billing: 'Plans & Billing' },
      account: { title: 'Account', items: ['Profile', 'Labs'] },
      integrations: { title: 'Integrations', items: ['PostgreSQL', 'GitHub'] },
    },
  },
} as const;
