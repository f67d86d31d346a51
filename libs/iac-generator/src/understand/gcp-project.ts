/**
 * The Google Cloud project the request names ("in GCP project acme-web", "project id: shop-prod-42",
 * "the project is data-lake-01"): the project the Google resources are deployed into, so the
 * project variable holds it rather than waiting for a value the request already gave.
 */

// A project id as Google allows it: 6 to 30 lower-case letters, digits and hyphens, starting with a
// letter and not ending with a hyphen; with a hyphen or a digit, so an English word ("project team") is none.
// In the text read, a name may stand as its placeholder ("q§3"), looked up in the quotes.
const PROJECT =
  /\b(?:gcp\s+|google(?:\s+cloud)?\s+)?project(?:\s+id)?\s*(?:[:=]|\bis\b|\bcalled\b|\bnamed\b)?\s*(q\u00a7\d+|[a-z][a-z0-9-]{4,28}[a-z0-9])(?![\w./:-])/g;
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
const ID_LIKE = /[-\d]/;

/** The project id the lower-cased request names, when it names exactly one, and where its words are. */
export function readGcpProject(
  lower: string,
  quotes: ReadonlyMap<string, string>,
): { id: string; spans: [number, number][] } | undefined {
  const found = [...lower.matchAll(PROJECT)]
    .map((m) => ({ id: quotes.get(m[1]) ?? m[1], span: [m.index, m.index + m[0].length] as [number, number] }))
    .filter((f) => PROJECT_ID.test(f.id) && ID_LIKE.test(f.id));
  const ids = new Set(found.map((f) => f.id));
  return ids.size === 1 ? { id: [...ids][0], spans: found.map((f) => f.span) } : undefined;
}
