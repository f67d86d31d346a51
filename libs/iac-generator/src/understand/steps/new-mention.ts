/**
 * A match read as a resource of its own: named by what it serves when no name is given, counted by
 * the number before it, with the clause's properties and the image its words name.
 */
import { type Setting } from '../../model/types';
import { countBefore, indefiniteBefore } from '../counts';
import { type Mention } from '../intent';
import { qualifierBefore, wordsAfter } from '../match';
import { servedBy, type Spans } from '../names';
import { purposeAt } from '../ones';
import { flagsOfThing } from './bracket-flags';
import { type MatchWords } from './match-words';
import { type ClauseState, type RequestState } from './state';

export function addMention(
  req: RequestState,
  c: ClauseState,
  w: MatchWords & { kind: string },
  names: string[],
  spans: Spans,
): void {
  const { tokens, attrs, offSetting, inPhrase } = c;
  const { m, words } = w;
  c.served = true;
  // "a log group for the checkout service": named by what it serves.
  const owner = names.length ? undefined : servedBy(tokens, m.end, spans, req.isConsumed);
  if (owner !== undefined) {
    names.push(req.quoteText.get(tokens[owner].word) ?? tokens[owner].raw);
    c.used.add(owner).add(owner + 1);
  }
  const before = countBefore(tokens, m.start, req.isConsumed);
  const stated = {
    ...attrs,
    ports: [...attrs.ports],
    flags: flagsOfThing(req, c, m),
    off: attrs.off ? [...attrs.off] : undefined,
  };
  const imageSettings: Setting[] = offSetting ? [offSetting] : [];
  if (m.image && !stated.image && !inPhrase.some((f) => f.values.image)) {
    stated.image = m.image;
    imageSettings.push({
      label: 'image',
      keys: ['image'],
      text: tokens[m.start].raw,
      phrase: c.index,
      family: 'image',
      values: { image: m.image },
      at: tokens[m.start].start,
    });
  }
  const otherMatch = (k: number) => c.matches.some((x) => x !== m && k >= x.start && k < x.end);
  const mention: Mention = {
    kind: w.kind,
    count: Math.max(before.count ?? 1, names.length),
    names,
    attrs: stated,
    phrase: c.index,
    text: words,
    settings: imageSettings,
    start: tokens[m.start].start,
    end: tokens[m.end - 1].end,
    separate: before.another,
    indefinite: indefiniteBefore(tokens, m.start),
    qualifier: qualifierBefore(tokens, m, req.text, otherMatch),
    after: wordsAfter(tokens, m, req.text, otherMatch),
    namedByPurpose: owner !== undefined,
  };
  c.phraseMentions.push(mention);
  // What it is for ("a queue for refunds") names it when "one for ..." asks for more of it.
  if (tokens[m.end]?.word === 'for') req.purposes.set(mention, purposeAt(tokens, m.end + 1)?.name);
}
