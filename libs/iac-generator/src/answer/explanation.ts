/**
 * The short explanation: what was understood (with the settings honoured), what follow-ups
 * removed, what was added and why, what was written minimally from a provider schema, and what was
 * not covered.
 */
import { Messages } from '@infragen/contracts';
import { type Coverage } from './trace';

export interface ExplanationInput {
  covered: Coverage[];
  added: { resources: string[]; reason: string }[];
  minimal: string[];
  corrections: string[];
  /** What follow-ups removed from what earlier turns asked for, in the user's words. */
  removed?: string[];
  notCovered: string[];
  /** Words not read as anything to write (answer/not-read.ts): said apart, claiming nothing of the files. */
  notRead?: string[];
  target: string;
  defaults: string;
  /** Where the minimal blocks come from. */
  source?: string;
}

export function explanation(e: ExplanationInput): string {
  const lines = [`Built-in generator (no model), ${e.target}. What I understood:`];
  for (const c of e.covered)
    lines.push(
      `- "${c.phrase}" -> ${c.resources.join(', ')}${c.settings ? ` (settings: ${c.settings.join(', ')})` : ''}`,
    );
  if (e.removed?.length) lines.push(Messages.generation.builtIn.removed(e.removed.join('; ')));
  if (e.corrections.length) lines.push(`Read as: ${e.corrections.map((c) => c.replace(' -> ', ' as ')).join('; ')}.`);
  for (const a of e.added) lines.push(`- added for wiring: ${a.resources.join(', ')} (${a.reason})`);
  if (e.minimal.length)
    lines.push(
      `Minimal: ${e.minimal.join(', ')} ${e.minimal.length === 1 ? 'was' : 'were'} written from ${e.source ?? 'the provider schema'} with only the required arguments; variables (or parameters) hold the values you must supply. Review and extend before use.`,
    );
  for (const n of e.notCovered) lines.push(`not covered: ${n}`);
  for (const n of e.notRead ?? []) lines.push(`not read: ${n}`);
  lines.push(e.defaults);
  return lines.join('\n');
}
