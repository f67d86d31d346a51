/**
 * Words of the request the built-in generator did not read as anything it writes: requirement
 * phrases or parts of them nothing recognised (understand/unread.ts) and noun phrases no reader
 * took (understand/account.ts). They are said apart from "not covered": a "not covered" line says
 * the files lack something the request asks, these only that the reader took nothing from the
 * words, so a default or another resource may still hold what they ask.
 */
import { Messages } from '@infragen/contracts';
import { type Intent } from '../understand/understand';

/** The "not read" lines of an answer; phrases the catalogue of provider types took are its own. */
export function notReadLines(intent: Intent, catalogued: ReadonlySet<number>): string[] {
  const unread = intent.unread.filter((u) => !catalogued.has(u.phrase));
  // A phrase inside a part already said is not said again.
  const inner = intent.notRead.filter(
    (n) =>
      !catalogued.has(n.phrase) &&
      !unread.some((u) => u.phrase === n.phrase && u.text.toLowerCase().includes(n.text.toLowerCase())),
  );
  return [...new Set([...unread, ...inner].map((u) => Messages.generation.builtIn.notRead(u.text)))];
}
