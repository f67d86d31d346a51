/**
 * Kinds a request rules out anywhere in it ("please use Amazon Keyspaces, not DynamoDB", "no NAT
 * gateway"), with the words that ruled each out, known before any phrase is read: a general word
 * elsewhere ("a table", "on-demand capacity") then never brings the ruled-out kind back, wherever
 * in the request the ruling stands. A mention that names the kind by the ruling's own words ("no
 * public bucket ... a private bucket") is the user's ask and stays, and a property turned off ("no
 * versioning") rules out no kind.
 */
import { type Cloud } from '../model/types';
import { statesAFlag } from './attributes';
import { matchConcepts } from './match';
import { negatedBefore } from './negation';
import { type Clause, normalise, type Token, tokensAt } from './text';
import { withoutValues } from './values';
import { CONCEPTS } from './vocabulary';
import { tokensText } from './words';

// A request without any of these words rules nothing out, so it is not read twice.
const NEGATING = /\b(?:no|not|without|never|nor|don'?t|doesn'?t|shouldn'?t|won'?t)\b/i;

/** Each ruled-out kind with the words that ruled it out ("aws.dynamodb_table" -> ["dynamodb"]). */
export function ruledOutWords(
  clauses: Clause[],
  cloud: Cloud,
  consumed: (t: Token) => boolean,
  inContext: (concept: number) => boolean,
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const existing = kindsSaidToExist(clauses, cloud, consumed, inContext);
  for (const clause of clauses) {
    if (!NEGATING.test(clause.text)) continue;
    const tokens = tokensAt(normalise(withoutValues(clause.text)), clause.start);
    const matches = matchConcepts(tokens, consumed, inContext);
    const inMatch = (k: number) => matches.some((x) => k >= x.start && k < x.end);
    for (const m of matches) {
      const kind = CONCEPTS[m.concept][cloud];
      if (!kind || !negatedBefore(tokens, m.start, inMatch)) continue;
      // "our existing rotation Lambda ... do not create a function": not making one is using the one
      // the user has, so the kind stays (as that existing thing), never ruled out of the request.
      if (existing.has(kind) && makingBefore(tokens, m.start)) continue;
      const words = tokensText(tokens, m.start, m.end).toLowerCase();
      // "no versioning", "not public": a property turned off, not the kind that has it ruled out.
      if (statesAFlag(words)) continue;
      out.set(kind, [...(out.get(kind) ?? []), words]);
    }
  }
  return out;
}

// Verbs of making between a negation and the thing ("do not create a function").
const MAKING = new Set(['create', 'make', 'add', 'deploy', 'provision', 'build', 'spin', 'set', 'include']);

function makingBefore(tokens: Token[], start: number): boolean {
  for (let i = start - 1; i >= 0 && i >= start - 4; i--) if (MAKING.has(tokens[i].word)) return true;
  return false;
}

/** Kinds the request names with "existing" or "already" just before them ("our existing rotation Lambda"). */
function kindsSaidToExist(
  clauses: Clause[],
  cloud: Cloud,
  consumed: (t: Token) => boolean,
  inContext: (concept: number) => boolean,
): Set<string> {
  const out = new Set<string>();
  for (const clause of clauses) {
    if (!/\b(?:existing|already)\b/i.test(clause.text)) continue;
    const tokens = tokensAt(normalise(withoutValues(clause.text)), clause.start);
    for (const m of matchConcepts(tokens, consumed, inContext)) {
      const kind = CONCEPTS[m.concept][cloud];
      const before = tokens.slice(Math.max(0, m.start - 3), m.start).map((t) => t.word);
      if (kind && (before.includes('existing') || before.includes('already'))) out.add(kind);
    }
  }
  return out;
}

/**
 * Whether a negated mention of `kind` ("don't create a new VPC") is the user keeping the one they
 * have ("use the existing VPC vpc-0abc"): making was negated, and the reading of the whole request
 * did not rule the kind out because an existing one of it is named. Nothing new is made, and the
 * kind stays the one referred to, never a ruled-out kind (which would drop or flag the reference).
 */
export function keptAsExisting(ruled: Map<string, string[]>, kind: string, tokens: Token[], start: number): boolean {
  return !ruled.has(kind) && makingBefore(tokens, start);
}

/**
 * Whether `words`, read as a mention of `kind`, are a general word for a kind the request ruled out
 * by other words ("table" after "not DynamoDB"): then they name no such thing.
 */
export function generalWordForRuledOut(ruled: Map<string, string[]>, kind: string, words: string): boolean {
  const ruling = ruled.get(kind);
  if (!ruling) return false;
  const said = ` ${words.toLowerCase()} `;
  return !ruling.some((r) => said.includes(` ${r} `));
}
