/**
 * "a DynamoDB table with on-demand billing, call it orders-v2", "sqs queue, fifo, name it jobs":
 * a name given to "it" names the thing read just before, when that thing has no name yet.
 */
import { type Mention } from './intent';
import { type Token } from './text';

const NAMING = new Set(['name', 'call']);
const IT = new Set(['it', 'this', 'that', 'them']);
const PLACEHOLDER = /^q\u00a7\d+$/;

/**
 * The names "name it X" gives in `tokens`, with the token indexes they take; `before` is the thing
 * read just before the words. Nothing when that thing is named already.
 */
export function namesGivenToIt(
  tokens: Token[],
  before: (at: number) => Mention | undefined,
  quotes: Map<string, string>,
): { owner: Mention; names: string[]; tokens: number[] }[] {
  const out: { owner: Mention; names: string[]; tokens: number[] }[] = [];
  tokens.forEach((t, k) => {
    if (!NAMING.has(t.word) || !IT.has(tokens[k + 1]?.word ?? '')) return;
    const taken = [k, k + 1];
    const names: string[] = [];
    for (let i = k + 2; i < tokens.length; i++) {
      const name = PLACEHOLDER.test(tokens[i].word) ? quotes.get(tokens[i].word) : undefined;
      if (name) {
        names.push(name);
        taken.push(i);
      } else if (tokens[i].word === 'and' && names.length && PLACEHOLDER.test(tokens[i + 1]?.word ?? '')) taken.push(i);
      else break;
    }
    const owner = before(t.start);
    if (names.length && owner && !owner.names.length) out.push({ owner, names, tokens: taken });
  });
  return out;
}
