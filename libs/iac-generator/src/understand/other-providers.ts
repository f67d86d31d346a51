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

// Words that place a thing at a company ("a record at Cloudflare", "monitors in Datadog").
const AT_COMPANY = new Set(['at', 'in', 'on', 'via']);
// How many words (a name, "called x") may stand between the thing and the word placing it.
const NAME_GAP = 3;

/** The thing said right before token `at` (the word placing it at a company), if one ends close before it. */
function thingBefore(tokens: Token[], matches: Match[], at: number): Match | undefined {
  const near = matches.filter((m) => m.end <= at && at - m.end <= NAME_GAP);
  const last = near.sort((a, b) => b.end - a.end)[0];
  if (!last) return undefined;
  // Never across the start of another thing ("a bucket and a record at Cloudflare" keeps the bucket).
  for (let k = last.end; k < at; k++) if (NEXT_THING.has(tokens[k].word)) return undefined;
  return last;
}

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
    // "a DNS record app.example.com at Cloudflare": the thing said just before "at/in/on <company>" is the company's.
    const before = AT_COMPANY.has(tokens[i - 1]?.word ?? '') ? thingBefore(tokens, matches, i - 1) : undefined;
    if (before) {
      taken.add(before);
      parts.push({ start: before.start, end: i + 1, provider });
      return;
    }
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
