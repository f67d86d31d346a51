import { restApi, socketApi } from './api';
import { checking } from './checking';
import type { DocsSection } from './docs-types';
import { gettingStarted } from './getting-started';
import { github } from './github';
import { models } from './models';
import { platforms } from './platforms';
import { selfHosting } from './self-hosting';

export type { DocsBlock, DocsSection, DocsSubsection } from './docs-types';
export { NotCheckedCopy } from './not-checked';

/**
 * The documentation page's text, part of the message catalogue: its labels and its sections in
 * order. Only the documentation page loads this module.
 */
export const DocsCopy = {
  lead: 'How to use, run and automate Infragen.',
  contents: 'On this page',
  search: {
    label: 'Search the documentation',
    placeholder: 'Search: compose, Ollama, Bicep, rate limit...',
    results: (count: number, query: string) =>
      count === 0
        ? `No section mentions “${query}”.`
        : `${count} ${count === 1 ? 'section' : 'sections'} mention “${query}”:`,
  },
  anchor: (title: string) => `Link to ${title}`,
  loadingTable: 'Loading the table...',
  copy: 'Copy',
  copied: 'Copied',
  environment: { variable: 'Variable', meaning: 'Meaning' },
  platforms: { platform: 'Platform', formats: 'Formats', defaultFormat: 'default' },
  routes: {
    loading: 'Reading the routes from the api...',
    failed: 'The route list could not be read; the full description is at /api/docs.',
    method: 'Method',
    path: 'Path',
    what: 'What it answers',
  },
  sections: [
    gettingStarted,
    platforms,
    models,
    checking,
    github,
    selfHosting,
    restApi,
    socketApi,
  ] satisfies DocsSection[],
} as const;
