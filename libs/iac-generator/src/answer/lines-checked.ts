/**
 * Every line of an answer that claims something of the files, checked against them before it is
 * said (issue 24, UNT): whichever reading or writer made the line, it is judged on what was written.
 * - "not covered" lines saying their words were not written ("not written yet", "nothing was written
 *   for it", "so it was not written") whose words an attribute written holds are said as written
 *   though not read, with what holds them (answer/files-say.ts); "not read" lines go through the same
 *   test where they are made, against their phrase's own resources (not-read.ts);
 * - "not written for <format> yet" of a thing whose type the files write ("container" beside
 *   azurerm_storage_container) is said as written, with that type;
 * - a reason naming the resource a value was read as said of ("read as said of the bucket") is given
 *   only where that resource's schema has a key for the setting: else another written type's attribute
 *   whose name says the setting, or plainly that it was not written (never a key of the same unit that
 *   means something else);
 * - a "written" line whose words state a value (a number said with what it counts, a code) that the
 *   files do not hold is said as not met, with the attribute written.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { statedValues, type StatedValue } from './stated-values';
import { lineParts, typeNamed, typeTakes, writtenCarrier } from './files-say';
import { keyHoldingValue, keyNamingLabelHoldingWord } from './value-keys';
import { checkedReason } from './reasons-checked';
import { recordWritten } from './records-written';
import { substituteSaid } from './provider-substitutes';

export interface AnswerLines {
  notCovered: string[];
  notRead: string[];
  writtenUnread: string[];
}

// Reasons that say the line's words were not written.
const NOT_WRITTEN =
  /not written yet|nothing was written for it|so it was not written|did not write it|was not written as asked|no file (?:sets|holds|uses) it|nothing written for this request takes it|found nothing it writes/;
// Reasons about another thing than the words' value: a product of another cloud, what a kind cannot
// have, an existing thing, a name given another spelling, a product with no type.
// A value given in the request that no file holds in any spelling is already judged on the files, as written whole.
const OTHER_CLAIM =
  /cannot|is not on|existing|no kind for this product|name of the|created new|nearest|given in the request/;
// Little words that join a compound of English ("point-in-time"), never a piece of a name given as code.
const JOINING = new Set(['in', 'to', 'of', 'as', 'by', 'at', 'on', 'the', 'a', 'for', 'and', 'or', 'you', 'up']);
const FOR_TARGET = /^not written for .+ yet$/;
const STATE_SAID = /\b(?:off|on|no|not|none|never|disabled?|enabled?|false|true|without|only)\b/i;
const SAID_OF = /^read as said of the /;

/** The lines as the files have them. */
/** Whether the attribute a value-home line names carries every word of a setting's label. */
function attributeSays(homeLine: string, label: string): boolean {
  const attribute = (/\(([^ ]+) of /.exec(homeLine)?.[1] ?? '').toLowerCase();
  const words = label
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 2);
  return words.length > 0 && words.every((w) => attribute.includes(w.replace(/s$/, '')));
}

export function checkedLines(
  lines: AnswerLines,
  content: string,
  home?: (v: StatedValue) => string | undefined,
): AnswerLines {
  const notCovered: string[] = [];
  const writtenUnread = [...lines.writtenUnread];
  const writtenInstead = (said: string, where: string) =>
    writtenUnread.push(GeneratorMessages.writtenUnread(said, where));
  for (const stated of lines.notCovered) {
    // Another provider's thing whose role a written type plays is said with that type, never "nothing substituted".
    const given = substituteSaid(stated, content);
    if (given !== stated) {
      notCovered.push(given);
      continue;
    }
    // A DNS record called unwritten whose type the files write ("SPF" beside a TXT record "v=spf1 ...").
    const record = recordWritten(given, content);
    if (record) {
      writtenInstead(record.said, record.where);
      continue;
    }
    // A reason the files contradict (a region called a product, a thing written called unwritten) is checked first.
    const reason = checkedReason(given, content);
    if ('said' in reason) {
      writtenInstead(reason.said, reason.where);
      continue;
    }
    const line = 'line' in reason ? reason.line : reason.keep;
    const parts = lineParts(line);
    if (!parts || OTHER_CLAIM.test(parts.body)) {
      notCovered.push(line);
      continue;
    }
    // "not written for <format> yet" of a thing the files write under another name (`MfaConfiguration` of
    // "mfa") is as untrue as one naming a type the files write.
    const forTarget = FOR_TARGET.test(parts.reason);
    const type = forTarget ? typeNamed(parts.said, content) : undefined;
    // A value stated with its setting's word that a key saying it holds ("10 second timeout" beside timeout = "10s").
    const held = NOT_WRITTEN.test(parts.body)
      ? (writtenCarrier(parts.said, content) ??
        keyHoldingValue(parts.said, content, parts.label ? [parts.label] : []) ??
        (parts.label ? keyNamingLabelHoldingWord(parts.said, parts.label, content) : undefined))
      : undefined;
    // For a format, only a key saying more than a feature said bare is evidence (MfaConfiguration of "mfa"):
    // a key that is the word itself ("namespace" of a Namespace not written) or a state said with the
    // feature ("public network access off") may hold another thing.
    const feature = forTarget && !STATE_SAID.test(parts.said) ? writtenCarrier(parts.said, content) : undefined;
    const carrier =
      type ?? held ?? (feature && feature.toLowerCase() !== parts.said.trim().toLowerCase() ? feature : undefined);
    if (carrier) {
      writtenInstead(parts.said, carrier);
      continue;
    }
    // The resource a value was read as said of is named only when its schema has a key for the setting:
    // else the line says plainly that it was not written.
    if (!SAID_OF.test(parts.reason)) {
      notCovered.push(line);
      continue;
    }
    // Another written type's attribute is the value's home only when its name says every word of the setting
    // ("8 shards" and shard_count): a key of the same unit meaning something else ("logs for 9 days" and a
    // storage account's delete retention) is never pointed at.
    const title = /^read as said of the (.+?), for which/.exec(parts.reason)?.[1];
    const label = parts.label ?? '';
    const elsewhere = home
      ? statedValues(parts.said)
          .map(home)
          .find((h) => h !== undefined && attributeSays(h, label))
      : undefined;
    const plain =
      title && label && typeTakes(title, label, content) === false
        ? GeneratorMessages.settingForNothing(parts.said, label)
        : undefined;
    notCovered.push(elsewhere ?? plain ?? line);
  }
  // "Not read" lines are checked where they are made, against their phrase's own resources (not-read.ts).
  const notRead = lines.notRead;
  const written = writtenUnread.filter((line) => {
    const parts = lineParts(line);
    const where = parts && /the files write (.+?): check it holds/.exec(parts.body)?.[1];
    if (!parts || !where || valueHeld(parts.said, where, content)) return true;
    notCovered.push(GeneratorMessages.writtenNotAsAsked(parts.said, where));
    return false;
  });
  return { notCovered: [...new Set(notCovered)], notRead, writtenUnread: [...new Set(written)] };
}

/**
 * Whether the files hold the values words state: none stated, each code with digits written as is
 * ("512Mi", "v16"), and a bare number said with what it counts ("1 failed") under a key saying it.
 */
function valueHeld(said: string, where: string, content: string): boolean {
  // A name given as code ("sb-fulfil-prod", "DB_PASSWORD") is held only as written, as a value with digits is;
  // never words joined by hyphens around a little word ("point-in-time", "pay-as-you-go").
  const names = (
    said.match(/(?<![\w.:/@-])(?:[a-z][a-z0-9]*(?:-[a-z0-9]+){2,}|[A-Z][A-Z0-9]*_[A-Z0-9_]+)(?![\w.:/@-])/g) ?? []
  ).filter((n) => !/\d/.test(n) && !n.split('-').some((p) => JOINING.has(p)));
  if (names.some((n) => !content.toLowerCase().includes(n.toLowerCase()))) return false;
  const tokens = said.match(/[A-Za-z0-9][\w.:/@-]*\d[\w.:/@-]*|\d[\w.:/@-]*/g) ?? [];
  if (!tokens.length) return true;
  const lower = content.toLowerCase();
  const bare = tokens.map((t) => t.replace(/[.,;:]+$/, '')).filter((t) => /^\d+(?:\.\d+)?$/.test(t));
  const coded = tokens.filter((t) => !/^\d+(?:\.\d+)?[.,;:]*$/.test(t));
  // A key the line names set to a value with the number as a whole piece ("7" of recovery_window_in_days = 7,
  // "100" of price_class = "PriceClass_100").
  const keys = where.split(/,\s*/).filter((k) => /^[A-Za-z_][\w.-]*$/.test(k) && /[A-Za-z]/.test(k));
  const atKey = (n: string) =>
    keys.some((k) =>
      new RegExp(`(?<![\\w.-])["']?${escape(k)}["']?\\s*[:=][^\\n]*?(?<![\\d.])${escape(n)}(?![\\d.])`).test(content),
    );
  // A number the line says the files write ("the files write 443, ...") held whole as a key's value.
  const listed = (n: string) =>
    where.split(/,\s*/).includes(n) &&
    new RegExp(`[:=]\\s*["']?${escape(n)}["']?\\s*(?:[,;}\\]]|$)`, 'm').test(content);
  return (
    coded.every((t) => lower.includes(t.replace(/[.,;:]+$/, '').toLowerCase()) || versionHeld(t, content)) &&
    (bare.every((n) => atKey(n) || listed(n)) || keyHoldingValue(said, content) !== undefined)
  );
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a version said with its letter ("v16") is the value of a key saying version (`version = "16"`). */
function versionHeld(token: string, content: string): boolean {
  const n = /^v(\d+(?:\.\d+)*)$/i.exec(token.replace(/[.,;:]+$/, ''))?.[1];
  return !!n && new RegExp(`[A-Za-z_]*[Vv]ersion[A-Za-z_]*["']?\\s*[:=]\\s*["']?v?${escape(n)}(?![\\d])`).test(content);
}
