/**
 * Container images named in a request, read by the shape of an image reference rather than from a
 * list of known images: a registry host ("ghcr.io/acme/api:2.0", "us-docker.pkg.dev/p/r/app:1"), a
 * namespace with a tag or digest ("prom/prometheus:v2.53.0"), or a name with a version tag
 * ("nginx:1.27", "redis:7-alpine"). A reference without a tag ("traefik/whoami") is an image only
 * when the request calls it one ("the traefik/whoami image", "image traefik/whoami"), because a bare
 * "owner/name" is as often a repository or a path.
 * settings.ts reads them as the "image" setting of the nearest workload that runs a container.
 */

// The grammar of a reference (distribution/reference), lower-case as the request is read.
const COMPONENT = '[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*';
const HOST = '(?:localhost|(?:[a-z0-9-]+\\.)+[a-z0-9-]+)(?::\\d{2,5})?';
const TAG = ':[a-z0-9_](?:[a-z0-9_.-]{0,126}[a-z0-9_])?';
const DIGEST = '@sha256:[a-f0-9]{64}';
// Not inside a URL, a path, an ARN or an address ("https://x.io/a", "/app/api", "arn:aws:...").
export const IMAGE_REFERENCE = new RegExp(
  `(?<![\\w./:@-])((?:${HOST}/)?${COMPONENT}(?:/${COMPONENT})*)(${TAG})?(${DIGEST})?(?![\\w/:@-])`,
  'g',
);
// A tag that is a version or a well-known moving tag: "name:value" in prose is rarely an image otherwise.
const VERSION_TAG = /^:(?:v?\d|latest\b|stable\b)/;
const CALLED_AN_IMAGE_BEFORE = /\b(?:image|img)\s*(?:[:=]\s*|of\s+|is\s+)?$/;
const CALLED_AN_IMAGE_AFTER = /^\s+(?:(?:docker|container|oci)\s+)?images?\b/;

/** The image a match of IMAGE_REFERENCE in `lower` (the lower-cased request) names, if it is one. */
export function imageAt(m: RegExpMatchArray, lower: string): string | undefined {
  const [whole, path, tag, digest] = m;
  const start = m.index ?? 0;
  const end = start + whole.length;
  const called =
    CALLED_AN_IMAGE_BEFORE.test(lower.slice(Math.max(0, start - 12), start)) ||
    CALLED_AN_IMAGE_AFTER.test(lower.slice(end, end + 24));
  // "owner/name" without a tag ("github.com/acme/portal", "roles/storage.admin") is an image only when called one.
  if (path.includes('/')) return tag || digest || called ? whole : undefined;
  // A single name: a letter first and no dots, so "23:00" and "api.example.com:443" are not images, and
  // a tag of three digits or more is a port ("localhost:8080", "redis:6379").
  const single = /^[a-z][a-z0-9_-]*$/.test(path) && path !== 'localhost' && !/^:\d{3,}$/.test(tag ?? '');
  const pinned = !!digest || (!!tag && VERSION_TAG.test(tag));
  return single && (pinned || (called && !!tag)) ? whole : undefined;
}
