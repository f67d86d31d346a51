/**
 * Values written in a request: URLs ("https://hooks.example.org/ingest", "s3://bucket/key"),
 * e-mail addresses, file and URL paths ("/healthz", "/etc/app/config.yaml") and image references
 * with a registry or owner ("ghcr.io/acme/api:2.1"). Their words are values, never components or
 * misspellings: "ingest" of a webhook URL asks for nothing, "ops" of "ops@example.org" is no
 * operation, and "/healthz" is not "health"; "LOG_LEVEL" is a variable, not logging. An IAM action ("s3:DeleteBucket", "iam:*",
 * "ec2:Describe*") is one value too: its service is no bucket and its action no resource.
 * Settings still read them where they stand.
 */
import { IMAGE_REFERENCE, imageAt } from './images';
import { TIME_ZONE_NAME, timeZoneNamed } from './settings/time-zone';

const URL = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>()]+/gi;
const EMAIL = /[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;
// A path starts a word: "/healthz", "/api/v1/orders", "/etc/app/settings.yaml" (not "172.16.0.0/12",
// "Microsoft.Web/sites" or "and/or", where the slash is inside a word).
const PATH = /(?<![\w.:/@-])\/[\w.~%{}*:-]+(?:\/[\w.~%{}*:-]*)*/g;
// An IAM action as AWS writes it: a lower-case service prefix, a colon, and an action in CamelCase
// or a wildcard ("s3:DeleteBucket", "ec2:Describe*", "iam:*"). The capital keeps "nginx:latest" an image.
const IAM_ACTION = /(?<![\w:/.@-])[a-z][a-z0-9-]{1,40}:(?:\*|[A-Z][a-zA-Z0-9]*\*?)(?![\w:/-]|\.\w)/g;
// The same in text already lower-cased, for readers that know the words around it ask for actions.
// An environment variable's name as programs write it: capitals joined by underscores ("DB_PASSWORD",
// "LOG_LEVEL"). Its words are the variable's, never a database or logging asked for.
// A name given its value ("LOG_LEVEL=info") is left to the settings that read the pair.
const ENV_NAME = /(?<![\w.-])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?![\w.-]|\s*=)/g;
const IAM_ACTION_ANY_CASE = /(?<![\w:/.@-])[a-z][a-z0-9-]{1,40}:(?:\*|[a-z][a-z0-9]*\*?)(?![\w:/-]|\.\w)/gi;

/**
 * The IAM actions written in `text`, each once, as written ("s3:DeleteBucket", "iam:*"). In text
 * already lower-cased any "service:action" counts, so call it only where the words ask for actions
 * (what a policy denies).
 */
export function iamActionsIn(text: string): string[] {
  return [...new Set([...text.matchAll(IAM_ACTION_ANY_CASE)].map((m) => m[0]))];
}

/** `text` with its IAM actions blanked out, the same length, so words inside them ask for nothing. */
export function withoutIamActions(text: string): string {
  return text.replace(IAM_ACTION_ANY_CASE, (a) => ' '.repeat(a.length));
}

/**
 * Actions read from lower-cased text, each in the case the request wrote it (`written` is the
 * request text the reading saw them in): "s3:deletebucket" -> "s3:DeleteBucket".
 */
export function actionsAsWritten(actions: string[], written: string): string[] {
  const stated = iamActionsIn(written);
  return actions.map((a) => stated.find((s) => s.toLowerCase() === a.toLowerCase()) ?? a);
}

/** Where the values of `text` are, as [start, end) offsets. */
export function valueSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const re of [URL, EMAIL, PATH, IAM_ACTION, ENV_NAME])
    for (const m of text.matchAll(re)) spans.push([m.index, m.index + m[0].length]);
  const lower = text.toLowerCase();
  for (const m of lower.matchAll(IMAGE_REFERENCE))
    if (m[1].includes('/') && imageAt(m, lower)) spans.push([m.index, m.index + m[0].length]);
  // A time zone ("America/New_York") is one value: "new" is nothing made, "york" no name.
  for (const m of text.matchAll(TIME_ZONE_NAME)) if (timeZoneNamed(m[0])) spans.push([m.index, m.index + m[0].length]);
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
