/**
 * Disambiguation as data: a row says what a word read as one kind means in context ("subnet group"
 * near Neptune, "uploads" beside a function). A row has the kind it reads, `when` it applies, what it
 * yields (`then`: another kind, or null for nothing to build), `why`, and an example request in
 * which it fires; kinds/disambiguation.test.ts runs every example. Rows are tried in order and the
 * first that applies decides, so the rows reading one kind keep the order they are written in.
 */
import { type Intent, type Mention } from '../understand/understand';

/** What a row's `when` reads: the request's kinds, the mention's words and its whole phrase. */
export interface Context {
  /** Whether the request mentions a thing of this kind (as read, before disambiguation). */
  has: (kind: string) => boolean;
  /** The mention's own words ("log", "uploads"), or ''. */
  text: string;
  /** The phrase the mention is in, lower case, or ''. */
  phrase: string;
  mention?: Mention;
  intent: Intent;
}

export interface Disambiguation {
  /** The kind the word was read as. */
  reads: string | readonly string[];
  when: (x: Context) => boolean;
  /** What it means here: another kind, or null (nothing of its own is built). */
  then: string | null;
  why: string;
  /** A request in which this row fires (run by kinds/disambiguation.test.ts). */
  example: string;
}

/** The context rows read, for one mention of a request. */
export function contextOf(intent: Intent, mention?: Mention): Context {
  return {
    has: (k) => intent.mentions.some((m) => m.kind === k),
    text: mention?.text ?? '',
    phrase: intent.phrases[mention?.phrase ?? -1]?.toLowerCase() ?? '',
    mention,
    intent,
  };
}

/** The first row reading `kind` that applies: what it yields, or undefined when none does. */
export function disambiguate(
  rows: readonly Disambiguation[],
  kind: string,
  x: Context,
): { then: string | null } | undefined {
  const row = rows.find((r) => (typeof r.reads === 'string' ? r.reads === kind : r.reads.includes(kind)) && r.when(x));
  return row && { then: row.then };
}
