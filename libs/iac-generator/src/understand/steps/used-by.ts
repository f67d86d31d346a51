/**
 * Who uses a thing asked ("a file share that the VMs will mount", "allow 5432 from the app
 * servers") is context, never a thing asked for (purposes/user-of-asked.ts). Its words, with what it
 * does to the thing, are taken and said in one line: the answer says it wrote nothing for them, and
 * why, rather than inventing one beside what was asked.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { KIND_TITLES } from '../../vocabulary/constraints.generated';
import { userOfAsked } from '../purposes/user-of-asked';
import { PLACEHOLDER, stem } from '../text';
import { restore } from '../words';
import { type MatchWords } from './match-words';
import { modifierOfPlainHead } from './modifier-of-plain-head';
import { type ClauseState, type RequestState } from './state';

export function usedBy(req: RequestState, c: ClauseState, w: MatchWords): boolean {
  const { m, kind } = w;
  // A verb right after a kind's word may have been taken as a bare name ("the api Deployment reads"):
  // read as the word it stands for, it is the user's verb again.
  const bare = new Set<string>();
  const tokens = c.tokens.map((t) => {
    const said = PLACEHOLDER.test(t.raw) ? req.quoteText.get(t.raw) : undefined;
    if (!said || !/^[a-z]+$/i.test(said)) return t;
    bare.add(said);
    return { ...t, raw: said.toLowerCase(), word: stem(said.toLowerCase()) };
  });
  // A thing of its kind read before is referred to again ("two VMs and a share the VMs mount"), never a user.
  if (!kind || [...req.mentions, ...c.phraseMentions].some((x) => x.kind === kind)) return false;
  const askedBefore = (at: number) => c.phraseMentions.some((x) => x.end <= tokens[at].start);
  const span = userOfAsked(tokens, m.start, m.end, askedBefore, req.mentions.length > 0, req.cloud === 'k8s');
  if (!span) return false;
  // "the redis team subscribes to it": a kind's word before a head outside the infrastructure is said so.
  if (modifierOfPlainHead(req, c, w)) return true;
  // A word joined to the last by a hyphen goes with it ("tagged api-node").
  let to = span.to;
  while (to < tokens.length && /^[-_.]$/.test(req.text.slice(tokens[to - 1].end, tokens[to].start))) to += 1;
  c.served = true;
  // What the user reads or writes there ("read images from") is the thing's use, never more things to make.
  for (let i = span.from; i < to; i++) {
    c.used.add(i);
    c.inPurpose.add(i);
  }
  const said = restore(req.text.slice(tokens[span.from].start, tokens[to - 1].end), req.quoteText).replace(
    /"([a-z]+)"/gi,
    (quoted, word: string) => (bare.has(word) ? word : quoted),
  );
  req.notCovered.push(GeneratorMessages.userOfAsked(said, KIND_TITLES[kind] ?? kind));
  return true;
}
