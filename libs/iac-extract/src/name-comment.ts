import { type CodeLanguage } from '@infragen/contracts';
import { knownFileName } from './file-names';

// `# main.tf`, `// main.bicep`, `# file: app.yaml`, `# filename: app.yaml`: a comment and nothing else.
const NAME_COMMENT = /^\s*(#|\/\/)\s*(?:file(?:name)?\s*:\s*)?([\w./-]+\.(?:tf|tfvars|hcl|ya?ml|json|bicep))\s*$/i;
const COMMENT_MARKERS: Record<CodeLanguage, readonly string[]> = {
  hcl: ['#', '//'],
  yaml: ['#'],
  json: [],
  bicep: ['//'],
};

/** A line that is only a comment naming a file. */
export interface NameComment {
  /** `#` or `//`. */
  marker: string;
  /** The name, or null when it is not a safe path (the line is still a name comment). */
  name: string | null;
}

/**
 * Reads a block's first non-blank line as a comment naming its file, if it is one.
 *
 * @example
 *   nameComment('# file: prod.tfvars') // { marker: '#', name: 'prod.tfvars' }
 *   nameComment('# ../x.tf')           // { marker: '#', name: null }
 *   nameComment('resource "a" "b" {}') // null
 */
export function nameComment(line: string): NameComment | null {
  const match = NAME_COMMENT.exec(line);
  return match ? { marker: match[1]!, name: knownFileName(match[2]!) } : null;
}

/**
 * Whether a name comment may stay in a file of this language. It stays where it is a comment, and
 * is removed where it would break the file: JSON has no comments, YAML's start with `#`, Bicep's
 * with `//`.
 *
 * @example
 *   keepsNameComment('json', '//') // false
 *   keepsNameComment('hcl', '#')   // true
 */
export function keepsNameComment(language: CodeLanguage, marker: string): boolean {
  return COMMENT_MARKERS[language].includes(marker);
}
