/**
 * The reasons of "not covered" lines, checked against the files written (issue 24, UNT): a reason
 * is a claim too, and each of these is said only where the files bear it out.
 * - A region ("West Europe") is no product: a line calling it one with no kind is untrue. It is said
 *   as a region: written where a file names it in its cloud's spelling, else named by no file.
 * - "found nothing it writes to set it on" / "for which the built-in generator does not write it",
 *   where the thing the setting is of (its label's words: "namespace", "service type", "traffic rule")
 *   is a type the files write: that thing is written, so the line is judged as written (lines-checked.ts
 *   then says whether the values asked are held there).
 * - "not written for <format> yet" of one word a type written has in its name ("blob" beside
 *   .../blobServices): judged as written.
 * - "no file holds this value" where a file holds it in another case or joining ("system-assigned" as
 *   SystemAssigned): said with what the files write, not tied to the words.
 * - "nothing was substituted" where the files write a type that is the very thing named ("DNS
 *   records" of another provider beside aws_route53_record): what was written in its place is named.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { readRegions } from '../model/regions';
import { lineParts, typeNamed, typeWithWord } from './files-say';

type Reason =
  | { keep: string }
  | { line: string }
  /** The words are of a thing the files write (`where`): judged as written. */
  | { said: string; where: string };

// Reasons saying a setting's thing is not written, of a setting the reading gave a label.
const THING_NOT_WRITTEN = /found nothing it writes|for which the built-in generator does not write it/;
// Words of a label that qualify its thing, not name it ("service type" is of a service).
const QUALIFIERS = new Set(['type', 'types', 'mode', 'name', 'class', 'count', 'size', 'version', 'kind', 'setting']);
// What the reason says before it, which stays true (another provider's product, another cloud's).
const SUBSTITUTED = /^(.*?)(?:,? and|;) nothing(?: of [^;()]+)? was substituted for it$/s;
// A value given that the line says no file holds.
const NO_FILE_HOLDS = /^given in the request: no file holds this value/;
const KUBERNETES_OBJECT = /^a Kubernetes object/;
const FOR_TARGET = /^not written for .+ yet$/;
// More words than name one thing: a longer quote says where, or what else, beside it.
const MAX_THING_WORDS = 4;

/** The region the words are, whole, in lower case, if they are one ("West Europe" -> westeurope). */
function regionSaid(said: string): string | undefined {
  const lower = said.toLowerCase().trim();
  const compact = lower.replace(/[^a-z0-9]/g, '');
  // As said ("eu-west-1", "West Europe"), or run together ("UK West" as ukwest).
  const regions = [...new Set([...readRegions(lower).regions, ...readRegions(compact).regions])];
  // The words are one region and nothing more (a product may carry a region in its name).
  const whole = regions.filter((r) => r.replace(/[^a-z0-9]/g, '') === compact);
  return whole.length === 1 ? whole[0] : undefined;
}

/**
 * The value as the files spell it where they hold the words given in another case or joining
 * ("system-assigned" as SystemAssigned): whole, never inside a longer word. Which resource holds it
 * is not known here, so the line says the files write it, never that they write it for these words.
 */
function heldRespelt(said: string, content: string): string | undefined {
  const pieces = said.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  if (pieces.length < 2 || pieces.join('').length < 6 || !/[a-z]/.test(pieces.join(''))) return undefined;
  return new RegExp(`(?<![A-Za-z0-9])${pieces.join('[\\s_-]?')}(?![A-Za-z0-9])`, 'i').exec(content)?.[0];
}

/** The type the files write that is the thing a label names ("service type" -> kind: Service), if any. */
function typeOfLabel(label: string, content: string): string | undefined {
  const words = label
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 2 && !QUALIFIERS.has(w));
  if (!words.length) return undefined;
  return typeNamed(words.join(' '), content) ?? typeNamed(words[words.length - 1], content);
}

/** What a "not covered" line's reason becomes once checked against the files (`content`). */
export function checkedReason(line: string, content: string): Reason {
  const parts = lineParts(line);
  if (!parts) return { keep: line };
  const region = regionSaid(parts.said);
  if (region && !parts.label) {
    const spelled = new RegExp(`(?<![a-z0-9])${region.replace(/[^a-z0-9]/g, '[\\s_-]?')}(?![a-z0-9])`, 'i');
    return spelled.test(content)
      ? { said: parts.said, where: region }
      : { line: GeneratorMessages.regionNotPlaced(parts.said) };
  }
  const respelt = NO_FILE_HOLDS.test(parts.body) ? heldRespelt(parts.said, content) : undefined;
  if (respelt) return { line: GeneratorMessages.heldRespelt(parts.said, respelt) };
  if (parts.label && THING_NOT_WRITTEN.test(parts.reason)) {
    const type = typeOfLabel(parts.label, content);
    if (type) return { said: parts.said, where: type };
  }
  const words = parts.said.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  // "not written for <format> yet" of one word a type written says ("blob" beside .../blobServices): written.
  const typed = FOR_TARGET.test(parts.body) && words.length === 1 ? typeWithWord(words[0], content) : undefined;
  if (typed) return { said: parts.said, where: typed };
  // A Kubernetes object is never stood in for by a cloud's thing of the same name (a Google service account).
  const why = KUBERNETES_OBJECT.test(parts.body) ? undefined : SUBSTITUTED.exec(parts.body)?.[1];
  if (why && words.length <= MAX_THING_WORDS) {
    const head = words.filter((w) => /^[a-z]+$/.test(w)).pop();
    const type = head ? typeNamed(head, content) : undefined;
    if (type) return { line: GeneratorMessages.substitutedBy(parts.said, why, type) };
  }
  return { keep: line };
}
