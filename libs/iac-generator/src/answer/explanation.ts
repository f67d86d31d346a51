/**
 * The short explanation: what was understood (with the settings honoured), what was written as
 * another kind that can have what was asked, what follow-ups removed, what was added and why, what was written minimally from a provider schema, and what was
 * not covered.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { type Coverage } from './trace';

export interface ExplanationInput {
  covered: Coverage[];
  /** Components written for words that do not name what they are (answer/phrase-names.ts). */
  readAs?: Coverage[];
  added: { resources: string[]; reason: string }[];
  minimal: string[];
  corrections: string[];
  /** What follow-ups removed from what earlier turns asked for, in the user's words. */
  removed?: string[];
  /** Components written as another kind that can have what was asked, each with why. */
  writtenInstead?: string[];
  notCovered: string[];
  /** Words not read as anything to write (answer/not-read.ts): said apart, claiming nothing of the files. */
  notRead?: string[];
  /** Words not read that the files carry all the same (answer/carried.ts), with what carries them. */
  writtenUnread?: string[];
  target: string;
  defaults: string;
  /** Where the minimal blocks come from. */
  source?: string;
}

export function explanation(e: ExplanationInput): string {
  const lines = [GeneratorMessages.explanation.header(e.target)];
  for (const c of e.covered)
    lines.push(
      GeneratorMessages.explanation.covered(
        c.phrase,
        c.resources.join(', '),
        c.settings ? c.settings.join(', ') : undefined,
      ),
    );
  for (const r of e.readAs ?? [])
    lines.push(
      r.watches
        ? GeneratorMessages.explanation.readAsWatching(r.phrase, r.resources.join(', '), r.watches)
        : GeneratorMessages.explanation.readAsKind(r.phrase, r.resources.join(', ')),
    );
  for (const w of e.writtenInstead ?? []) lines.push(GeneratorMessages.explanation.writtenInstead(w));
  if (e.removed?.length) lines.push(GeneratorMessages.removed(e.removed.join('; ')));
  if (e.corrections.length)
    lines.push(GeneratorMessages.explanation.readAs(e.corrections.map((c) => c.replace(' -> ', ' as ')).join('; ')));
  for (const a of e.added) lines.push(GeneratorMessages.explanation.added(a.resources.join(', '), a.reason));
  if (e.minimal.length)
    lines.push(
      GeneratorMessages.explanation.minimal(
        e.minimal.join(', '),
        e.minimal.length,
        e.source ?? GeneratorMessages.explanation.providerSchema,
      ),
    );
  for (const n of e.notCovered) lines.push(GeneratorMessages.explanation.notCovered(n));
  for (const n of e.writtenUnread ?? []) lines.push(GeneratorMessages.explanation.writtenUnread(n));
  for (const n of e.notRead ?? []) lines.push(GeneratorMessages.explanation.notRead(n));
  if (e.defaults) lines.push(e.defaults);
  return lines.join('\n');
}
