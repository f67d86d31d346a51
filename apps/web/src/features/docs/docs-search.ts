import { DocsCopy, type DocsSubsection } from '@infragen/contracts';
import { sectionText } from './docs-text';

export interface DocsHit {
  id: string;
  title: string;
  /** The section a subsection belongs to; null for a section itself. */
  parent: string | null;
  /** A few words around the first match. */
  snippet: string;
}

interface Entry {
  id: string;
  title: string;
  parent: string | null;
  text: string;
  haystack: string;
}

const entry = (section: DocsSubsection, parent: string | null): Entry => {
  const text = sectionText(section);
  return { id: section.id, title: section.title, parent, text, haystack: `${section.title} ${text}`.toLowerCase() };
};

/** Every section and subsection of the documentation, with its plain text. */
const ENTRIES: readonly Entry[] = DocsCopy.sections.flatMap((section) => [
  entry(section, null),
  ...section.subsections.map((sub) => entry(sub, section.title)),
]);

const SNIPPET_WORDS = 8;

function snippetOf(text: string, term: string): string {
  const at = text.toLowerCase().indexOf(term);
  if (at < 0)
    return text
      .split(/\s+/)
      .slice(0, SNIPPET_WORDS * 2)
      .join(' ');
  const before = text.slice(0, at).split(/\s+/).slice(-SNIPPET_WORDS).join(' ');
  const after = text
    .slice(at)
    .split(/\s+/)
    .slice(0, SNIPPET_WORDS + 1)
    .join(' ');
  return `${at > before.length ? '…' : ''}${before}${before ? ' ' : ''}${after}…`.replace(/\s+/g, ' ');
}

/**
 * The sections that contain every word of `query` (any case), best first: a word in the title
 * counts more than mentions in the text, and a subsection a little more than the section around it.
 *
 * @example
 *   searchDocs('ollama')[0].id   // 'connect-a-model'
 */
export function searchDocs(query: string): DocsHit[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  return ENTRIES.filter((e) => terms.every((term) => e.haystack.includes(term)))
    .map((e) => {
      const title = e.title.toLowerCase();
      // A mention counts up to three times: a long table of names must not outrank a title.
      const score =
        terms.reduce(
          (sum, term) => sum + (title.includes(term) ? 10 : 0) + Math.min(3, e.haystack.split(term).length - 1),
          0,
        ) + (e.parent ? 1 : 0);
      return { e, score };
    })
    .sort((a, b) => b.score - a.score)
    .map(({ e }) => ({ id: e.id, title: e.title, parent: e.parent, snippet: snippetOf(e.text, terms[0]!) }));
}
