/**
 * What the written files say of a line's subject (issue 24, UNT): the one test every line that
 * claims something of the files goes through before it is said (index.ts, answer/lines-checked.ts;
 * trace.ts for a setting its writer did not read). A line saying a setting is missing ("not written
 * yet", "nothing was written for it", "no words of it were read") while an attribute written holds it
 * sends the user looking for what is there; a line saying it is written while the files hold another
 * value hides a setting left out. Evidence, all from the files, never from the reading:
 * - the words as a field and its value, or an identifier-like value, written as is (held.ts);
 * - a name or code given whole ("orders-cache", "TLSv1.2") written whole, or as the start of a value;
 * - every content word carried by the identifiers written (file-words.ts), or by one key and its value;
 * - a value with digits held under a key saying what it is (value-keys.ts), never a bare number found anywhere.
 */
import { fileWords, functionWord, writtenAs, writtenWhole } from './file-words';
import { heldAsField, heldAsValue } from './held';
import { keyValueSaying } from './key-values';
import { keyHoldingValue } from './value-keys';
import { schemaPaths } from '../model/schema-paths';

/** The parts of a line: the words it quotes, its label (before the first colon), and its reason. */
export function lineParts(line: string): { said: string; label?: string; reason: string; body: string } | undefined {
  const m = /^'(.*?)' \((.*)\)(?: \([^()]*\))?$/s.exec(line.trim());
  if (!m) return undefined;
  const colon = m[2].indexOf(': ');
  if (colon < 0) return { said: m[1], reason: m[2], body: m[2] };
  return { said: m[1], label: m[2].slice(0, colon), reason: m[2].slice(colon + 2), body: m[2] };
}

// More content words than one attribute says with its value: longer words ask more than one thing.
const MAX_WORDS = 4;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ORDINALS = new Set(['second', 'third', 'fourth', 'fifth', 'another', 'additional', 'extra']);
const REFERS = /(?:[a-z0-9]Arns?|[a-z0-9]Ids?|_arns?|_ids?)$/;
const SAYS_OFF = /^(?:disable|exclude|no[A-Z_])|[a-z_](?:Disable|Exclude|disable_|exclude_)/;

const contentWords = (said: string) =>
  (said.toLowerCase().match(/[a-z0-9][a-z0-9._/-]*[a-z0-9]|[a-z0-9]/g) ?? []).filter((w) => !functionWord(w));

/**
 * The identifiers (or `key = value`) the files `text` write that hold what `said` asks, or
 * undefined when something it says is in no file.
 */
export function writtenCarrier(said: string, text: string): string | undefined {
  const words = contentWords(said);
  if (!words.length || words.length > MAX_WORDS) return undefined;
  if (heldAsField(said, text) || heldAsValue(said.trim(), text)) return said.trim();
  const files = fileWords(text);
  // A name or a code given as one word ("orders-cache", "TLSv1.2") is written whole, or begins a
  // value written ("TLSv1.2" of TLSv1.2_2021); never found in pieces of other identifiers.
  const one = said.trim();
  if (/^[\w./:@-]+$/.test(one) && /[\d._:/@-]/.test(one)) {
    if (writtenWhole(one, files)) return one;
    const begins = new RegExp(`(?:[:=]|^\\s*-)\\s*["']?(${escape(one)}[\\w.-]*)["']?\\s*(?:[,;#}\\]]|$)`, 'mi').exec(
      files.text,
    );
    if (begins) return begins[1];
    // A code (digits, dots, slashes, underscores) is held only as written; a compound of words joined by
    // hyphens ("at-rest") may be a key's words.
    if (/[\d._:/@]/.test(one)) return undefined;
  }
  // A value with digits is held only under a key that says what it is (a 3 is found anywhere).
  if (words.some((w) => /\d/.test(w))) return keyHoldingValue(said, files.text);
  // Words that count one more of a thing ("a second origin") ask for a thing no key of the first one carries.
  if (words.some((w) => ORDINALS.has(w))) return undefined;
  // A key that says its thing away (disablePasswordAuthentication) holds the opposite of what is asked.
  // Every word carried by one identifier: words found in pieces of several ("event" of eventgrid_topic,
  // "subscription" of servicebus_subscription) say nothing of one thing written.
  const ids = new Set(words.map((w) => writtenAs(w, files)));
  const [id] = ids;
  // A key that refers to a thing (ConnectionArn, service_plan_id) says the thing is elsewhere, not written.
  if (ids.size === 1 && id !== undefined && !SAYS_OFF.test(id) && !REFERS.test(id)) return id;
  const pair = keyValueSaying(words, files.text);
  return pair && !SAYS_OFF.test(pair) && !REFERS.test(pair) ? pair : undefined;
}

// A value that says a thing is away: a key set so holds nothing of what a property asks.
const AWAY = /^(?:false|null|none|disabled?|off|""|''|\[\]|\{\})$/i;
// A key that says its thing away when set (block_public_acls, public_access_prevention).
const SAYS_AWAY = /exclude|disable|block|deny|prevent|restrict|without|^no[A-Z_]/i;
const PAIR = /(?:^|[\s{,(])["']?([A-Za-z_][\w.-]*)["']?\s*[:=](?!=)[ \t]*([^\n,}\]]*)/gm;
const idWords = (id: string) =>
  id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());

/**
 * The key written in `text` (a component's own resources) that a property of two words or more
 * names whole ("kmsKey" of kms_master_key_id, "deletionProtection" of deletion_protection_enabled)
 * set to something, never away; undefined when none is. One word says too little of which key.
 */
function propertyWritten(flag: string, text: string): string | undefined {
  const asked = idWords(flag);
  if (asked.length < 2) return undefined;
  for (const m of text.matchAll(PAIR)) {
    const key = idWords(m[1]);
    const value = m[2].trim().replace(/^["']|["']$/g, '');
    if (!value || AWAY.test(value) || SAYS_AWAY.test(m[1])) continue;
    if (asked.every((w) => key.includes(w))) return m[1];
  }
  return undefined;
}

/** The key of its own resources (`text`) that holds a property a setting raises, though its writer did not read it. */
export function propertyHeld(setting: { flags?: readonly string[] }, text: string): string | undefined {
  return (setting.flags ?? []).map((f) => propertyWritten(f, text)).find((k) => k !== undefined);
}

/** The resource types written ("azurerm_storage_container", "AWS::SNS::Topic", "Microsoft.Storage/storageAccounts/blobServices/containers", "kind: CronJob"). */
function typesWritten(text: string): string[] {
  const types = [
    ...[...text.matchAll(/^(?:resource|data)\s+"([\w-]+)"/gm)].map((m) => m[1]),
    ...[...text.matchAll(/["']?Type["']?\s*:\s*["']?((?:AWS|Custom)::[\w:]+)/g)].map((m) => m[1]),
    ...[...text.matchAll(/["']?type["']?\s*:\s*["'](Microsoft\.[\w./]+)["']/g)].map((m) => m[1]),
    ...[...text.matchAll(/^resource\s+\w+\s+'(Microsoft\.[\w./]+)@/gm)].map((m) => m[1]),
    ...[...text.matchAll(/^kind:\s*(\w+)/gm)].map((m) => m[1]),
  ];
  return [...new Set(types)];
}

// "es" is a plural's only after a hiss ("boxes", "aliases"): "namespaces" is namespace's plural, not "namespac".
const stem = (w: string) => w.replace(/ies$/, 'y').replace(/(?<=[a-z]{3})(?:(?<=(?:[sxz]|ch|sh))es|s)$/, '');

/**
 * The type written whose last words are the thing `said` names ("container" of
 * azurerm_storage_container, "blob container" of .../blobServices/containers), or undefined.
 */
export function typeNamed(said: string, text: string): string | undefined {
  const words = contentWords(said)
    .filter((w) => /^[a-z]+$/.test(w))
    .map(stem);
  if (!words.length) return undefined;
  const head = words[words.length - 1];
  const types = typesWritten(text).map((t) => ({
    t,
    own: idWords(t.replace(/^(?:aws|azurerm|google|kubernetes|azuread)_/, '')).map(stem),
  }));
  const all = new Set(types.flatMap((x) => x.own));
  return types.find(({ own }) => {
    // The words before it name what holds it ("topic subscription"): some type written says each.
    return own[own.length - 1] === head && words.every((w) => w === head || all.has(w));
  })?.t;
}

/**
 * The type written whose own name (its last part) has the one word `word` among its words ("blob" of
 * .../blobServices), or undefined: a thing of that word is written, though not as the type's last word.
 */
export function typeWithWord(word: string, text: string): string | undefined {
  const w = stem(word.toLowerCase());
  if (!/^[a-z]{3,}$/.test(w)) return undefined;
  return typesWritten(text).find((t) =>
    idWords(
      t
        .replace(/^(?:aws|azurerm|google|kubernetes|azuread)_/, '')
        .split(/[/:.]/)
        .pop() ?? '',
    )
      .map(stem)
      .includes(w),
  );
}

/**
 * Whether the type written for the thing `title` names ("resource group" of azurerm_resource_group)
 * has, in its bundled schema, a key saying a word of `label` ("retries" of retry_policy): false when
 * that type is written and has none, so a reason naming it as the value's home would be untrue;
 * undefined when no written type is that thing.
 */
export function typeTakes(title: string, label: string, text: string): boolean | undefined {
  const type = typeNamed(title, text);
  if (!type) return undefined;
  const asked = contentWords(label)
    .filter((w) => /^[a-z]+$/.test(w))
    .map(stem);
  if (!asked.length) return undefined;
  return schemaPaths(type).some((p) => {
    const key = idWords(p.path.split('.').pop()!).map(stem);
    return asked.some((w) =>
      key.some((k) => k === w || (w.length >= 4 && k.startsWith(w)) || (k.length >= 4 && w.startsWith(k))),
    );
  });
}
