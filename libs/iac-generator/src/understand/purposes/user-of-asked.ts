/**
 * "a file share that the VMs will mount", "a bucket the app servers read from", "a queue. The workers
 * will poll it.": a thing said as the subject of a verb of use whose object is the thing asked (left
 * out in a relative clause, or "it"/"them" after it) is who uses what is asked, never a thing asked
 * for. So is the far end a rule lets traffic from or to, pointed at ("allow 5432 from the app
 * servers") or picked by its tags ("to instances tagged admin"). The request refers to them; nothing
 * is written for them.
 *
 * A user introduced as a thing of its own ("a bucket that a new Lambda reads", "two VMs will mount
 * it") stays asked, and so does the subject of a verb whose object is another thing ("a VM that
 * mounts a disk" asks for both).
 */
import { countOf, type Token } from '../text';

// Verbs of using what is asked, as a base word; their -s, -es, -ed and -ing forms count too.
const USE =
  /^(?:mount|read|poll|call|pull|use|connect|consume|access|serve|write|push|send|publish|subscribe|query|fetch|load|drain|invoke|reach|hit|upload|download|store|attach|talk|listen|stream|ship|sync|share|need|require|want|depend|rely)(?:s|es|ed|ing)?$/;
// Verbs of needing a thing: their object is what the request asks, their subject who uses it.
const NEED = /^(?:need|needs|require|requires|want|wants)$/;
// What may stand between the user and its verb: modals, "need to", adverbs of frequency and scope.
const BETWEEN = new Set([
  ...['will', 'can', 'could', 'would', 'should', 'must', 'may', 'might', 'shall', 'need', 'needs', 'to', 'have', 'has'],
  ...['also', 'then', 'later', 'only', 'all', 'both', 'directly', 'regularly', 'just', 'each', 'eventually'],
]);
// Words that lead a user pointed at: a thing that exists, in the user's own words.
const POINTED = new Set(['the', 'our', 'my', 'their', 'your', 'its', 'these', 'those', 'existing', 'current']);
// Words that introduce a thing of its own: then it is asked.
const INTRODUCING = new Set(['a', 'an', 'new', 'another', 'some', 'extra', 'additional', 'more']);
const RELATIVE = new Set(['that', 'which', 'whom']);
// Words that end what the user does with the thing and start another ask.
const STOP = new Set(['and', 'or', 'but', 'plus', 'while', 'whereas', 'also']);
// The thing asked, pointed back at after the verb.
const BACK = new Set(['it', 'them', 'this', 'these', 'those']);
// Words that cannot stand right before a relative clause left without "that" ("a bucket the VMs read").
const NOT_AN_ANTECEDENT = new Set([
  ...['and', 'or', 'with', 'for', 'to', 'from', 'of', 'on', 'in', 'into', 'by', 'at', 'via', 'plus', 'then'],
  ...['allow', 'allows', 'allowing', 'is', 'are', 'be', 'was', 'were', 'so', 'if', 'when', 'where', 'than'],
]);
// Verbs of a rule letting traffic through; the far ends after "from" / "to" are what it lets through.
const RULE =
  /^(?:allow|allows|allowing|allowed|permit|permits|permitting|deny|denies|denying|block|blocks|blocking|open|opens|opening|accept|accepts|accepting)$/;
const TAGGED = /^(?:tagged|labelled|labeled|tag|tags|label|labels)$/;

/** Where the user's words start (after "that" or "from") and end (token indexes, end exclusive), when the match is a user. */
export interface UserSpan {
  from: number;
  to: number;
}

/**
 * Whether the match [start, end) of `tokens` is who uses a thing asked, read with `askedBefore`
 * (whether the clause asked for a thing ending before a token index) and `askedEarlier` (whether an
 * earlier clause asked for anything "it" can point back at). Where a rule's far ends are objects it
 * selects (`rulesSelect`: on Kubernetes, "from pods labelled app=web"), another reading takes them.
 */
export function userOfAsked(
  tokens: Token[],
  start: number,
  end: number,
  askedBefore: (at: number) => boolean,
  askedEarlier: boolean,
  rulesSelect = false,
): UserSpan | undefined {
  // Back over the words that lead the user ("the", "our", "app" of "app servers") to what is before them.
  let k = start - 1;
  let pointed = false;
  while (k >= 0 && k >= start - 3 && /^[a-z]+$/.test(tokens[k].raw) && !lead(tokens[k].word)) {
    if (introduces(tokens[k])) return undefined;
    k -= 1;
    // A determiner opens the user's noun phrase: what is before it is another phrase.
    if (POINTED.has(tokens[k + 1].word)) {
      pointed = true;
      break;
    }
  }
  if (k >= 0 && introduces(tokens[k])) return undefined;
  return (
    subjectOfUse(tokens, start, end, k, pointed, askedBefore, askedEarlier) ??
    (rulesSelect ? undefined : farEndOfRule(tokens, end, k, pointed, askedBefore))
  );
}

/** Whether a word introduces a thing of its own: "a", "new", "two", "3". */
const introduces = (t: Token) => INTRODUCING.has(t.word) || countOf(t.word) !== undefined;

/** Whether a word ends the walk back over a user's leading words. */
const lead = (word: string) => RELATIVE.has(word) || NOT_AN_ANTECEDENT.has(word) || RULE.test(word);

function subjectOfUse(
  tokens: Token[],
  start: number,
  end: number,
  k: number,
  pointed: boolean,
  askedBefore: (at: number) => boolean,
  askedEarlier: boolean,
): UserSpan | undefined {
  // The user's own head may follow the kind's word ("our ECS tasks", "the Redis clients").
  const head = tokens[end];
  let v =
    head && /^[a-z]+$/.test(head.raw) && !BETWEEN.has(head.word) && !lead(head.word) && !USE.test(head.raw)
      ? end + 1
      : end;
  const verbFrom = v;
  while (v < tokens.length && v < verbFrom + 3 && BETWEEN.has(tokens[v].word) && !USE.test(tokens[v].raw)) v += 1;
  if (!USE.test(tokens[v]?.raw ?? '')) return undefined;
  // What the verb does, up to the next ask: a thing introduced there is asked of its own.
  let stop = v + 1;
  while (stop < tokens.length && !STOP.has(tokens[stop].word)) stop += 1;
  // "Our render farm VMs need a file share": who needs what the clause goes on to ask; the ask is read on.
  if (k < 0 && pointed && NEED.test(tokens[v].raw)) return { from: 0, to: v + 1 };
  const rest = tokens.slice(v + 1, stop);
  if (rest.some((t) => INTRODUCING.has(t.word) || (/^[a-z]+$/.test(t.raw) && countOf(t.word) !== undefined)))
    return undefined;
  const pointsBack = rest.some((t) => BACK.has(t.word));
  // "a share that the VMs mount", "a share the VMs mount": the thing asked just before is the object left out.
  const relative = k >= 0 && RELATIVE.has(tokens[k].word) && askedBefore(k);
  // The object of a verb of use said just before ("a Lambda that may read the bucket uploads") is what is used,
  // never the subject of a clause of its own, even when its name reads as a verb.
  const reduced =
    k >= 0 && pointed && !lead(tokens[k].word) && !USE.test(tokens[k].raw) && askedBefore(k + 1) && !pointsBack;
  // "The VMs will mount it": a clause of its own whose object points back at what was asked.
  // Pointed at ("the VMs") or said bare ("VMs will mount it"); "each pod gets its own volume" speaks of the thing asked.
  const own = k < 0 && askedEarlier && pointsBack && (pointed || start === 0);
  return relative || reduced || own ? { from: k + 1, to: stop } : undefined;
}

/** "allow 5432 from the app servers", "to instances tagged admin": the far end of a rule, pointed at or tagged. */
function farEndOfRule(
  tokens: Token[],
  end: number,
  k: number,
  pointed: boolean,
  askedBefore: (at: number) => boolean,
): UserSpan | undefined {
  if (k < 0 || !(tokens[k].word === 'from' || tokens[k].word === 'to') || !askedBefore(k)) return undefined;
  if (!tokens.slice(0, k).some((t) => RULE.test(t.raw))) return undefined;
  const tagged =
    TAGGED.test(tokens[end]?.word ?? '') || (tokens[end]?.word === 'with' && TAGGED.test(tokens[end + 1]?.word ?? ''));
  const plural = tokens[end - 1].raw !== tokens[end - 1].word;
  if (!tagged && !pointed && !plural) return undefined;
  // The tag's value goes with them: "tagged admin", "with tag web".
  const to = tagged ? Math.min(tokens.length, end + (tokens[end].word === 'with' ? 3 : 2)) : end;
  return { from: k + 1, to };
}
