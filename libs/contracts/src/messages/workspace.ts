/** The message catalogue's workspace texts: part of `Messages` (messages.ts). */
export const WorkspaceMessages = {
  workspace: {
    readyToBuild: 'Ready to Build?',
    codeWillAppear: 'Code Will Appear Here',
    generatedCode: 'Generated Code',
    ready: 'Ready',
    generating: 'Generating...',
    readyToGenerate: 'Ready to generate',
    generatedBlocks: (n: number) => `Generated ${n} code block(s)`,
    moreTemplates: (n: number) => `+${n} more templates available`,
    quickStartTemplates: 'Quick Start Templates',
    startBuilding: 'Start Building',
    copied: 'Copied',
  },
} as const;
