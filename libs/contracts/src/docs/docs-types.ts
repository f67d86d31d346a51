import type { PlatformId } from '../platforms';

/**
 * The shape of the documentation's text: sections and their subsections, each a list of blocks.
 * Inside a sentence, `code` and [label](address) are marks the page renders.
 */
export type DocsBlock =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'steps'; items: readonly string[] }
  | { kind: 'code'; label: string; code: string }
  | { kind: 'table'; head: readonly string[]; rows: readonly (readonly string[])[] }
  /** Every platform and its formats, read from the table the generator uses. */
  | { kind: 'platforms' }
  /** One platform's formats, from the same table. */
  | { kind: 'platform-formats'; platform: PlatformId }
  /** Every environment variable with its meaning, read from the variables' own descriptions. */
  | { kind: 'environment' }
  /** Every HTTP route, read from the running api's OpenAPI description. */
  | { kind: 'http-routes' };

export interface DocsSubsection {
  /** The heading's anchor (`/docs#<id>`); stable, since links point at it. */
  id: string;
  title: string;
  blocks: readonly DocsBlock[];
}

export interface DocsSection extends DocsSubsection {
  subsections: readonly DocsSubsection[];
}
