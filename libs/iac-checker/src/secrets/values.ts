/**
 * When a name says its value is secret, and when a value is a real one rather than a placeholder,
 * a reference or an identifier. Used by the pattern scan (placeholders) and the scan by name.
 *
 * @example
 *   secretName('administrator_login_password') // 'password'
 *   secretName('password_length')              // undefined: the last word decides
 *   isPlaceholder('${DB_PASSWORD}')             // true
 */

/** Words of a name: `adminPassword`, `DB_PASSWORD`, `client-secret` -> ['admin', 'password'], ... */
const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const PASSWORD_WORDS = new Set(['password', 'passwd', 'pwd', 'passphrase', 'pass']);
const SECRET_WORDS = new Set(['secret', 'token', 'apikey', 'credential', 'credentials', 'privatekey', 'accesskey']);
const SECRET_PAIRS = new Set([
  'api key',
  'access key',
  'secret key',
  'private key',
  'client secret',
  'account key',
  'master key',
  'shared key',
  'signing key',
  'auth key',
  'connection string',
  'sas token',
]);

/** 'password' or 'secret' when the name says its value is one (by its last word or two), else undefined. */
export function secretName(name: string): 'password' | 'secret' | undefined {
  const w = words(name);
  const last = w[w.length - 1];
  if (!last) return undefined;
  if (PASSWORD_WORDS.has(last)) return 'password';
  if (SECRET_WORDS.has(last) || SECRET_PAIRS.has(`${w[w.length - 2]} ${last}`)) return 'secret';
  return undefined;
}

const PLACEHOLDER =
  /change[-_ ]?me|replace[-_ ]?(me|this)|your[-_ ]|placeholder|example|dummy|sample|redacted|to[-_ ]?do|fixme|xxxx|\*{3}|#{4}|\u2022{3}|\.{3}|^<.*>$|^\[.*\]$|^none$|^null$|^n\/a$|^-$|^(true|false)$/i;
/** Text that stands for a value given elsewhere: `${...}`, `$(VAR)`, `{{resolve:...}}`, `%{...}`, `[parameters(...)]`. */
const TEMPLATE = /\$\{|\$\(|\{\{|%\{|^\$[A-Z_][A-Z0-9_]*$/;

/** A value SOPS encrypted (`ENC[AES256_GCM,data:...,type:str]`): ciphertext, safe in version control. */
const SOPS_ENCRYPTED = /^ENC\[[A-Z0-9_]+,data:[^\]]*\]$/;

export function isPlaceholder(value: string): boolean {
  const v = value.trim();
  return !v || PLACEHOLDER.test(v) || TEMPLATE.test(v) || /^(.)\1*$/.test(v) || SOPS_ENCRYPTED.test(v);
}

/** Values that locate a secret rather than hold one: ARNs, resource ids, addresses, paths, word-like names. */
const LOCATOR =
  /^(arn:|projects\/|\/subscriptions\/|alias\/|https?:\/\/[^:@\s]+$|@Microsoft\.KeyVault)|^[a-z]+([-_.][a-z]+)+$/i;

/** Shannon entropy in bits per character. */
export function entropy(s: string): number {
  const counts = new Map<string, number>();
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= (n / s.length) * Math.log2(n / s.length);
  return bits;
}

/**
 * Whether a literal given to a secret-looking name is a real secret: any real value for a
 * password; for a token or key, a random-looking one (12+ characters, no spaces, mixed, and
 * high entropy), so names and identifiers written there are not reported.
 */
export function isSecretValue(kind: 'password' | 'secret', value: string): boolean {
  if (isPlaceholder(value)) return false;
  // A sentence (three words or more) is a description, not a password.
  if (kind === 'password') return value.length >= 4 && !/^\S+\s+\S+\s+\S+/.test(value);
  if (value.length < 12 || /\s/.test(value) || LOCATOR.test(value)) return false;
  return entropy(value) >= 3.2;
}

/** The length of the longest run of characters that each follow the one before (`abcdef`, `3456`). */
function ascendingRun(s: string): number {
  let best = 1;
  let run = 1;
  for (let i = 1; i < s.length; i++) {
    run = s.charCodeAt(i) === s.charCodeAt(i - 1) + 1 ? run + 1 : 1;
    best = Math.max(best, run);
  }
  return best;
}

/**
 * Whether a value in a token's format was made up rather than issued: a placeholder, or a random
 * part (its longest piece between `-`, `_`, `.` and `~`) that is not random: low entropy, a long
 * repeat (`00000000`) or an alphabet or digit sequence (`abcdefgh`, `123456`), as documentation
 * and test samples write them. Issued tokens come from a random generator and practically never
 * show these; short pieces (under 12 characters) are not judged.
 */
export function looksMadeUp(token: string): boolean {
  if (isPlaceholder(token)) return true;
  const body = token.split(/[-_.~]/).reduce((a, b) => (b.length > a.length ? b : a), '');
  if (body.length < 12) return false;
  return entropy(body) < 2.5 || /(.)\1{7}/.test(body) || ascendingRun(body) >= 6;
}

/**
 * `NAME=value` assignments of a shell script (`export` or not), the value unquoted or quoted on one
 * line. Values taken from elsewhere at run time (`$VAR`, `$(command)`, backticks) are left out: they
 * are where a secret should come from.
 *
 * @example shellAssignments('#!/bin/sh\nexport DB_PASSWORD="s3cr3t!"') // [{ name: 'DB_PASSWORD', value: 's3cr3t!' }]
 */
export function shellAssignments(script: string): { name: string; value: string }[] {
  if (!script.includes('=')) return [];
  const out: { name: string; value: string }[] = [];
  // A double-quoted value may have its quotes escaped (`\"...\"`, as in a heredoc copied from a string).
  const assignment =
    /(?:^|[\s;])(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=(?:\\?"([^"\n\\]*)\\?"|'([^'\n]*)'|([^\s;&|"'`\\]+))/g;
  for (const m of script.matchAll(assignment)) {
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    if (!value.includes('$') && !value.includes('`')) out.push({ name: m[1], value });
  }
  return out;
}

/** Settings holding a boot script, which the cloud may take base64-encoded. */
const SCRIPT_SETTING = /^(user_?data(_base64)?|custom_?data)$/i;

/**
 * A boot script given base64-encoded (`user_data_base64`, Azure's `custom_data`), decoded so its
 * assignments can be read; undefined for any other setting or a value that is not base64 text.
 */
export function encodedScript(name: string, value: string): string | undefined {
  const v = value.trim();
  if (!SCRIPT_SETTING.test(name) || v.length < 16 || v.length % 4 || !/^[A-Za-z0-9+/]+={0,2}$/.test(v))
    return undefined;
  const text = Buffer.from(v, 'base64').toString('utf8');
  // Binary (a gzip'd cloud-init archive) is not a script to read.
  return /^[\t\n\r\x20-\x7e]*$/.test(text) ? text : undefined;
}
