/**
 * Settings said not written whose words one identifier written for their own resources carries
 * all the same ("weekly" of a Redis instance's weekly_maintenance_window, "autoscaling" beside a
 * written Microsoft.Insights/autoscalesettings): said as written, not read, never as missing.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { type RenderOutput } from '../render/types';
import { fileWords, functionWord, writtenAs } from './file-words';
import { scopeOf } from './scope';
import { keyHoldingValue } from './value-keys';

const BRANDS = new Set(['microsoft', 'azure', 'amazon', 'aws', 'google', 'gcp']);

/**
 * The one identifier the files write for resources `addresses` that carries every word of `text`
 * ("autoscaling" of a written Microsoft.Insights/autoscalesettings), or undefined. Stricter than
 * words no reader took: a setting's words are one thing, so one identifier must say them all, and
 * a value with digits is never carried (which attribute holds it is not known here).
 */
export function carriedByResources(
  text: string,
  addresses: readonly string[],
  out: RenderOutput,
  shortest = 4,
): string | undefined {
  const all = (text.toLowerCase().match(/[a-z0-9][a-z0-9._/-]*[a-z0-9]|[a-z0-9]/g) ?? []).filter(
    (x) => !functionWord(x),
  );
  // A cloud's brand before a product's own words ("Microsoft Entra") says whose it is, not what is set.
  const words = all.some((x) => !BRANDS.has(x)) ? all.filter((x) => !BRANDS.has(x)) : all;
  // Said off or absent ("versioning off", "no public access"), the words state a value: the attribute
  // being written says nothing of whether it holds it.
  if (/\b(?:off|no|not|never|without|disabled?|none)\b/i.test(text)) return undefined;
  // A short word ("log") is found in too many keys (log_config of a subnetwork) to say which is meant,
  // unless looked for in the one component's own resources (`shortest`).
  if (!words.length || words.length > 3 || words.some((x) => /\d/.test(x) || x.length < shortest) || !addresses.length)
    return undefined;
  const files = fileWords(scopeOf(out, addresses));
  const ids = new Set(words.map((x) => writtenAs(x, files)));
  const [id] = ids;
  // A value ("Premium_LRS" of an OS disk) may be another part's: only a key or a type says a setting is there.
  return ids.size === 1 && id !== undefined && !files.valuesOnly.has(id) ? id : undefined;
}

/**
 * The keys one written resource holds that carry every word of `text` between them ("encrypted with
 * our KMS key" of a cluster's storage_encrypted and kms_key_id), or undefined. A setting's words
 * may be spelt by two keys of the one resource it is of; never found across resources (one word in
 * each of two neighbours says nothing of either), never of words said off or of shorter than three letters.
 */
function carriedByOneResource(text: string, addresses: readonly string[], out: RenderOutput): string[] | undefined {
  if (/\b(?:off|no|not|never|without|disabled?|none)\b/i.test(text) || /\d/.test(text)) return undefined;
  const said = (text.match(/[A-Za-z][A-Za-z-]*[A-Za-z]|[A-Za-z]/g) ?? []).filter((x) => !functionWord(x.toLowerCase()));
  if (said.length < 2 || said.length > 4 || said.some((x) => x.length < 3)) return undefined;
  // A Terraform block at a time; other formats' resources are not told apart here, so none is judged.
  const all = out.files.map((f) => f.content).join('\n');
  for (const address of addresses) {
    const scope = scopeOf(out, [address]);
    if (scope === all) continue;
    const files = fileWords(scope);
    const ids = said.map((x) => writtenAs(x.toLowerCase(), files));
    if (ids.every((id): id is string => id !== undefined && !files.valuesOnly.has(id))) return [...new Set(ids)];
  }
  return undefined;
}

/**
 * Of "not covered" lines (`'words' (label: reason)`) saying a setting was not written, those whose
 * quoted words one identifier of the files carries all the same ("weekly" of a Redis instance's
 * weekly_maintenance_window), each with its "written, not read" line instead.
 */
export function carriedInstead(lines: readonly string[], out: RenderOutput): Map<string, string> {
  const addresses = [...out.produced.values()].flat();
  const all = out.files.map((f) => f.content).join('\n');
  const instead = new Map<string, string>();
  for (const line of lines) {
    const quoted = /^'([^']+)'(?: \(|$)/.exec(line)?.[1];
    const id = quoted
      ? (carriedByResources(quoted, addresses, out) ?? carriedByOneResource(quoted, addresses, out)?.join(', '))
      : undefined;
    if (quoted && id) {
      instead.set(line, GeneratorMessages.writtenUnread(quoted, id));
      continue;
    }
    // A value they state the files hold under a key their words or the line's label name ("after 5
    // failures" beside failure_threshold = 5), whatever the reading gave it to.
    const label = /^'[^']+' \(([^:()]+):/.exec(line)?.[1]?.replace(/ of the .*$/, '') ?? '';
    const at = quoted ? keyHoldingValue(quoted, all, label.split(/\s+/).filter(Boolean)) : undefined;
    if (quoted && at) instead.set(line, GeneratorMessages.valueWrittenAt(quoted, at));
  }
  return instead;
}

// Reasons that say only that nothing was written for the words (no kind, no writer yet, no writer on
// the cloud, nothing it applies to), never what cannot be written or what was written instead.
const NOTHING_WRITTEN = /^'[^']+'$|nothing was written for it|not written yet|so it was not written/;
// Said of a thing the cloud has no writer for, one word ("group") is too little to tell the thing written
// is the one meant (a group written by its role, not under the name given): two words or more are.
const NO_WRITER = /took these words, so nothing was written for it/;

/** The lines of `lines` whose reason says only that nothing was written for their words. */
export function saysNothingWritten(lines: readonly string[]): string[] {
  return lines.filter(
    (l) =>
      NOTHING_WRITTEN.test(l) &&
      !/written instead|cannot|instead,/i.test(l) &&
      (!NO_WRITER.test(l) || (/^'([^']*)'/.exec(l)?.[1] ?? '').trim().split(/\s+/).length >= 2),
  );
}
