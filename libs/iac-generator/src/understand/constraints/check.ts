/**
 * The request model checked against what its kinds declare (kind.json `cannot`, `conflicts`):
 * components moved to a kind that can have what was asked, and the lines that say what cannot be.
 */
import { type Setting } from '../../model/types';
import { type Intent } from '../intent';
import { applyCannot } from './cannot';
import { conflictLines } from './conflicts';
import { applyLimits } from './limits';

export function checkConstraints(intent: Intent): Intent {
  const moved = applyCannot(intent);
  const conflicts = conflictLines(moved.intent);
  const limits = applyLimits(moved.intent);
  for (const s of limits.settled) conflicts.settled.add(s);
  const lines = [...moved.lines, ...conflicts.lines, ...limits.lines];
  if (!lines.length && !moved.instead.length) return intent;
  const about = moved.said.map((w) => w.toLowerCase());
  const within = (text: string) => !!text && about.some((w) => w.includes(text.toLowerCase()));
  const quoted = (line: string) => /^'([^']+)'/.exec(line)?.[1] ?? '';
  // A setting a conflict or limit line is about is reported by that line, not as understood and
  // written: on every mention that holds it (one thing said with several words holds it on each).
  const said = (x: Setting) => `${x.phrase} ${x.text} ${x.keys.join(',')}`;
  const settled = new Set([...conflicts.settled].map(said));
  const mentions = settled.size
    ? moved.intent.mentions.map((m) =>
        m.settings.some((x) => settled.has(said(x)))
          ? { ...m, settings: m.settings.filter((x) => !settled.has(said(x))) }
          : m,
      )
    : moved.intent.mentions;
  return {
    ...moved.intent,
    mentions,
    notCovered: [
      ...new Set([
        // The reading's own line about the same words (a setting nothing took) says less: this one replaces it.
        ...intent.notCovered.filter((line) => !within(quoted(line))),
        ...lines,
      ]),
    ],
    writtenInstead: moved.instead.length ? moved.instead : undefined,
    // Words the line is about are accounted for by it.
    unread: intent.unread.filter((u) => !about.some((w) => u.text.toLowerCase().includes(w))),
    notRead: intent.notRead.filter((n) => !within(n.text)),
    // ...and are owned by what the kind cannot have, never given to the catalogue as words of their own.
    account: intent.account.map((o) =>
      within(o.text) ? { ...o, owner: 'setting' as const, nounPhrase: undefined } : o,
    ),
  };
}
