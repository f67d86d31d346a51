/** Things of another company named in a request (Cloudflare, Datadog, ...): reported, never rebuilt. */
import { type Match } from './match';
import companies from './other-providers.json';
import { PLACEHOLDER, type Token } from './text';
import { FILLER } from './words';

/** The companies, by the word naming them (other-providers.json, with why it holds what it holds). */
const OTHER_PROVIDERS: Readonly<Record<string, string>> = companies.providers;

// Words that start a clause describing the thing just named ("a Datadog monitor that alerts ...").
const RELATIVE = new Set(['that', 'which', 'who', 'whose']);
// Words that end such a clause: what follows is another thing of the request.
const NEXT_THING = new Set(['and', 'or', 'plus', 'a', 'an', 'also', 'then']);

/**
 * Things named after another company ("a Cloudflare TXT record", "a Datadog monitor that alerts
 * when ..."): the company's word, the thing right after it, and the concepts read in a clause that
 * describes it, which belong to that company's resource and not to the cloud's.
 */
export function otherProviderParts(
  tokens: Token[],
  matches: Match[],
): { parts: { start: number; end: number; provider: string }[]; taken: Set<Match> } {
  const parts: { start: number; end: number; provider: string }[] = [];
  const taken = new Set<Match>();
  tokens.forEach((t, i) => {
    const provider = OTHER_PROVIDERS[t.word];
    if (!provider) return;
    let end = i + 1;
    const named = matches.find((m) => m.start === i + 1);
    if (named) {
      taken.add(named);
      end = named.end;
    } else if (tokens[i + 1] && !FILLER.test(tokens[i + 1].word) && !PLACEHOLDER.test(tokens[i + 1].word)) end = i + 2;
    for (const m of matches) if (m.start >= i && m.start < end) taken.add(m);
    if (RELATIVE.has(tokens[end]?.word ?? '')) {
      let k = end + 1;
      while (k < tokens.length && !NEXT_THING.has(tokens[k].word)) k++;
      for (const m of matches) if (m.start > end && m.start < k) taken.add(m);
    }
    parts.push({ start: i, end, provider });
  });
  return { parts, taken };
}
