/**
 * "a rule that fires when any EC2 instance goes to stopped", "alert me whenever every node is
 * unready": a kind's word after "any", "every" or "all" in a condition says which things the
 * events are about, things already there that something watches, never a thing to make.
 */
import { type Match } from './match';
import { type Token } from './text';

// Words that open a condition on events.
const CONDITION = new Set(['when', 'whenever', 'if', 'once', 'until', 'while']);
// Words that say the thing is any of its kind, not one to make.
const ANY_OF = new Set(['any', 'every', 'all', 'each']);

/** Whether the match names the things a condition watches (its words stay unread). */
export function watchedInCondition(tokens: Token[], m: Match): boolean {
  // "any EC2 instance", "any of our instances", "all running instances": the quantifier at most two words before.
  const quantifier = [m.start - 1, m.start - 2, m.start - 3].find((k) => k >= 0 && ANY_OF.has(tokens[k].word));
  if (quantifier === undefined) return false;
  // The condition's word right before the quantifier ("when any", "if all of the").
  return [quantifier - 1, quantifier - 2].some((k) => k >= 0 && CONDITION.has(tokens[k].word));
}

// "in the account", "across our project": where the watched things are, said right after them.
const WHERE = new Set(['in', 'across', 'within', 'throughout']);
const WHICH = new Set(['the', 'our', 'this', 'my', 'that', 'all']);

/**
 * The end of the watched things' words with where they are ("any EC2 instance in the account"): those
 * words say which things the condition is about, like the things' own.
 */
export function watchedScopeEnd(tokens: Token[], end: number): number {
  if (!WHERE.has(tokens[end]?.word ?? '') || !WHICH.has(tokens[end + 1]?.word ?? '')) return end;
  return tokens[end + 2] && /^[a-z]+$/.test(tokens[end + 2].raw) ? end + 3 : end;
}
