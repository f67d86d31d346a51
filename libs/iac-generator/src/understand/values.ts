/**
 * Values written in a request: URLs ("https://hooks.example.org/ingest", "s3://bucket/key"),
 * e-mail addresses, file and URL paths ("/healthz", "/etc/app/config.yaml") and image references
 * with a registry or owner ("ghcr.io/acme/api:2.1"). Their words are values, never components or
 * misspellings: "ingest" of a webhook URL asks for nothing, "ops" of "ops@example.org" is no
 * operation, and "/healthz" is not "health". Settings still read them where they stand.
 */
import { IMAGE_REFERENCE, imageAt } from './images';

const URL = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>()]+/gi;
const EMAIL = /[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;
// A path starts a word: "/healthz", "/api/v1/orders", "/etc/app/settings.yaml" (not "172.16.0.0/12",
// "Microsoft.Web/sites" or "and/or", where the slash is inside a word).
const PATH = /(?<![\w.:/@-])\/[\w.~%{}*:-]+(?:\/[\w.~%{}*:-]*)*/g;

/** Where the values of `text` are, as [start, end) offsets. */
export function valueSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const re of [URL, EMAIL, PATH]) for (const m of text.matchAll(re)) spans.push([m.index, m.index + m[0].length]);
  const lower = text.toLowerCase();
  for (const m of lower.matchAll(IMAGE_REFERENCE))
    if (m[1].includes('/') && imageAt(m, lower)) spans.push([m.index, m.index + m[0].length]);
  return spans;
}

/** `text` with its values blanked out, the same length, so positions in it are positions in `text`. */
export function withoutValues(text: string): string {
  let out = text;
  for (const [a, b] of valueSpans(text)) out = out.slice(0, a) + ' '.repeat(b - a) + out.slice(b);
  return out;
}

/** Whether the characters from `start` to `end` lie inside a value. */
export function inValue(spans: [number, number][], start: number, end: number): boolean {
  return spans.some(([a, b]) => start >= a && end <= b);
}
