/**
 * Identifiers of things that already exist, as the clouds write them: an AWS ARN or resource id
 * ("subnet-0a1b2c3d"), an Azure resource id, a Google service account's email, a Cloud SQL
 * connection name, a project path. One is a single value wherever it stands (the reading keeps it
 * whole, as a name), and a thing named by one exists: it is referenced, never created.
 */

/** A given value that names exactly one thing in a cloud. */
const SHAPES = [
  // arn:partition:service:region:account:resource (region and account may be empty: S3, IAM).
  String.raw`arn:aws[a-z-]*:[a-z0-9-]+:[a-z0-9-]*:\d{0,12}:[^\s,;"'()]*[^\s,;"'().]`,
  String.raw`/subscriptions/[0-9a-f-]+(?:/[^\s,;"'()/]+)*[^\s,;"'()/.]`,
  String.raw`\b[a-z][a-z0-9-]{4,29}@[a-z0-9-]+\.iam\.gserviceaccount\.com\b`,
  // A Cloud SQL connection name: project:region:instance.
  String.raw`\b[a-z][a-z0-9-]{4,29}:[a-z]+-[a-z]+\d+:[a-z][a-z0-9-]*[a-z0-9]\b`,
  String.raw`\bprojects/[a-z][a-z0-9-]{4,29}/(?:topics|subscriptions|secrets|serviceAccounts)/[^\s,;"'()]*[^\s,;"'().]`,
  // A Google resource path under a place: "projects/p/global/networks/n", ".../locations/eu/keyRings/r/cryptoKeys/k".
  String.raw`\bprojects/[a-z][a-z0-9-]{4,29}/(?:global|(?:locations|regions|zones)/[a-z0-9-]+)/[a-zA-Z]+/[^\s,;"'()]*[^\s,;"'().]`,
  // A Route 53 hosted zone id: "Z" and capitals with digits ("Z0123456789ABCDEFGHIJ", "Z1D633PJN98FT9").
  String.raw`\bZ(?=[0-9A-Z]{0,31}\d)[0-9A-Z]{9,31}\b`,
  // An AWS resource id: a prefix and hex digits (8 or 17; shortened in examples), at least one a digit.
  String.raw`\b(?:vpc|subnet|sg|igw|nat|rtb|eni|vol|eipalloc|lt|ami|fs)-(?=[0-9a-f]{0,16}\d)[0-9a-f]{4,17}\b`,
];

/** Every identifier in a text; `global`, so callers iterate with matchAll or replace. */
export const IDENTIFIER = new RegExp(SHAPES.map((s) => `(?:${s})`).join('|'), 'gi');

/** Whether a value, as a whole, is an identifier (a name given as "subnet-0a1b2c3d", not "orders"). */
export function isIdentifier(value: string): boolean {
  return [...value.matchAll(IDENTIFIER)].some((m) => m[0] === value);
}

/** The last part of an identifier, which names the thing in its parent ("role/x" -> x, "...:topic" -> topic). */
export function lastPart(identifier: string): string {
  return identifier.split(/[:/]/).filter(Boolean).pop() ?? identifier;
}

/** The segment after `key` in a path-shaped identifier (an Azure id's resourceGroups, virtualNetworks). */
export function segmentAfter(identifier: string, key: string): string | undefined {
  const parts = identifier.split('/');
  const i = parts.findIndex((p) => p.toLowerCase() === key.toLowerCase());
  return i >= 0 ? parts[i + 1] : undefined;
}

/**
 * A resource label for the thing an identifier names: its own name within it ("role/app" -> app, an
 * email's user), or none when that is no word (a certificate's UUID), so the kind's label serves.
 */
export function labelOf(identifier: string): string | undefined {
  const own = /^([^@\s]+)@/.exec(identifier)?.[1] ?? lastPart(identifier);
  // Capitals and digits the cloud assigned ("Z0123456789ABCDEFGHIJ", a hosted zone's id) are no word either.
  return /^[a-z]/i.test(own) && !/^[A-Z0-9]*\d[A-Z0-9]*$/.test(own) ? own : undefined;
}
