// Our rule: a name taken from an answer never leaves the generation's folder, and one file has one
// spelling, so two blocks cannot end up writing the same file under different names.
const LEADING_DOT_SLASH = /^(?:\.\/)+/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/** The extensions a name found by guessing (a word of the info string, a comment) must have. */
const KNOWN_EXTENSION = /\.(?:tf|tfvars|hcl|ya?ml|json|bicep)$/i;
/** Characters of a guessed name: a word, not a sentence. */
const NAME_CHARACTERS = /^[\w./-]+$/;

/**
 * A relative path that stays inside the generation's folder, or null: a leading `./` is dropped; a
 * path starting with `/`, holding a backslash, a control character, or an empty, `.` or `..`
 * segment is not a name.
 *
 * @example
 *   safePath('./modules/vpc/main.tf') // 'modules/vpc/main.tf'
 *   safePath('../secrets.tf')         // null
 */
export function safePath(raw: string): string | null {
  const path = raw.replace(LEADING_DOT_SLASH, '');
  if (path === '' || path.startsWith('/') || path.includes('\\') || CONTROL_CHARACTER.test(path)) return null;
  const segments = path.split('/');
  return segments.some((s) => s === '' || s === '.' || s === '..') ? null : path;
}

/**
 * A word that looks like a file name of ours (letters, digits, `_ . / -`, and a known extension:
 * .tf .tfvars .hcl .yaml .yml .json .bicep, in any case) and is a safe path, or null.
 *
 * @example
 *   knownFileName('deployment.yaml') // 'deployment.yaml'
 *   knownFileName('example.com')     // null
 */
export function knownFileName(word: string): string | null {
  if (!NAME_CHARACTERS.test(word) || !KNOWN_EXTENSION.test(word)) return null;
  return safePath(word);
}

/**
 * `wanted`, or `wanted` with `-2`, `-3`... before its extension when a file before it already has
 * that name. Names are compared without case, as a zip opened on Windows or macOS would.
 *
 * @example
 *   uniqueName('main.tf', new Set(['main.tf'])) // 'main-2.tf'
 */
export function uniqueName(wanted: string, taken: ReadonlySet<string>): string {
  if (!taken.has(wanted.toLowerCase())) return wanted;
  const slash = wanted.lastIndexOf('/');
  const dot = wanted.lastIndexOf('.');
  // A dot that starts the base name (`.env`) is not an extension.
  const [stem, extension] = dot > slash + 1 ? [wanted.slice(0, dot), wanted.slice(dot)] : [wanted, ''];
  for (let n = 2; ; n += 1) {
    const candidate = `${stem}-${n}${extension}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
