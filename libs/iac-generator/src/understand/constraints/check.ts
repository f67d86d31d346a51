/**
 * The request model checked against what its kinds declare (kind.json `cannot`, `conflicts`,
 * `limits`) and against itself (contradictions.ts): components moved to a kind that can have what
 * was asked, and the lines that say what cannot be.
 */
import { type Setting } from '../../model/types';
import { type Intent } from '../intent';
import { applyCannot } from './cannot';
import { conflictLines } from './conflicts';
import { applyLimits } from './limits';
import { contradictionLines } from './contradictions';

export function checkConstraints(intent: Intent): Intent {
  const moved = applyCannot(intent);
  const conflicts = conflictLines(moved.intent);
  const limits = applyLimits(moved.intent);
  const contradictions = contradictionLines(moved.intent);
  for (const s of [...limits.settled, ...contradictions.settled]) conflicts.settled.add(s);
  const lines = [...moved.lines, ...conflicts.lines, ...limits.lines, ...contradictions.lines];
  if (!lines.length && !moved.instead.length) return intent;
  // The words each line is about: what a kind cannot have, and the settings a conflict or limit line reports.
  const about = [...moved.said, ...contradictions.said, ...[...conflicts.settled].map((s) => s.text)].map((w) =>
    w.toLowerCase(),
  );
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
    linesOf: limits.of.length ? limits.of : undefined,
    // Words the line is about are accounted for by it.
    // A part whose words (a remark in brackets aside) are those of a line ("platform and app_version
    // (we need all five)" of a list of columns the line is about) is accounted for by it.
    unread: intent.unread.filter((u) => {
      const text = u.text.toLowerCase();
      const words = text
        .replace(/\([^)]*\)/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      return !about.some((w) => text.includes(w) || (words.length > 2 && w.includes(words)));
    }),
    notRead: intent.notRead.filter((n) => !within(n.text)),
    // ...and are owned by what the kind cannot have, never given to the catalogue as words of their own.
    account: intent.account.map((o) =>
      within(o.text) ? { ...o, owner: 'setting' as const, nounPhrase: undefined } : o,
    ),
  };
}
