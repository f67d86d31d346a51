/**
 * Copy of the generator workspace at /app, part of the message catalogue.
 * The exact texts ("Ready to Build?", "Generating...", the stop and error messages) live in
 * `Messages.workspace` and `Messages.generation`; this module holds the rest of the screen's words.
 */
/** 8000 as "8,000", without Intl: its first number formatter loads locale data (a long task on /app). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const WorkspaceCopy = {
  intro: {
    title: 'What will you build today?',
    lead: 'Describe the infrastructure you need in plain English and watch the code arrive as it is written.',
    getStarted: 'Get Started',
    choosePlatform: 'Choose a platform',
  },
  /** Headings of the split view's regions (for screen readers and the small-screen layout). */
  regions: {
    workspace: 'Generator workspace',
    chat: 'Chat',
    conversations: 'Your conversations',
    code: 'Generated code',
  },
  picker: {
    platform: 'Platform',
    format: 'Format',
  },
  templates: {
    title: 'Templates',
    tag: 'Quick Start',
    try: 'Try',
    /** Accessible name of the Try button: "Try Static website". */
    tryLabel: (title: string) => `Try ${title}`,
    showFewer: 'Show fewer templates',
  },
  chat: {
    emptyLead: 'Describe your infrastructure, or pick a quick start template.',
    inputLabel: 'Describe the infrastructure you need',
    placeholder: 'e.g. A private S3 bucket with versioning and encryption (Enter sends, Shift+Enter adds a line)',
    send: 'Send',
    stop: 'Stop generating',
    you: 'You',
    assistant: 'Assistant',
    /** The request box's counter, shown near the length limit: "7,950 / 8,000 characters". */
    characterCount: (count: number, max: number) => `${grouped(count)} / ${grouped(max)} characters`,
  },
  conversations: {
    title: 'Conversations',
    newConversation: 'New conversation',
    empty: 'No conversations yet. Your requests will appear here.',
    loadFailed: 'Your conversations could not be loaded.',
    openFailed: 'This conversation could not be opened.',
    loadMore: 'Load more',
    current: 'current',
  },
} as const;
