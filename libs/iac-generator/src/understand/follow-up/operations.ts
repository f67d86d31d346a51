/**
 * What a phrase of a follow-up does to the request read so far: removes something ("remove the NAT
 * gateway", "we no longer need the cache"), renames something ("change the bucket name to x",
 * "rename logs to archive", "call it x instead"), changes something ("make it 3 replicas instead",
 * "use Postgres 16 instead") or adds to it (anything else). Read from the phrase's own words, so an
 * earlier turn's words never decide what a later one does.
 */

export interface Operation {
  /** The things or settings the phrase names are taken away. */
  remove: boolean;
  /**
   * The new name, the old one when the phrase says it ("rename logs to archive"), and the words that
   * say which thing is renamed ("the cluster" of "call the cluster claims-db"), when said.
   */
  rename?: { to: string; from?: string; head?: string };
  /** The phrase replaces values rather than adding to them ("instead", "change", "switch"). */
  change: boolean;
  /** The phrase speaks of every one of a kind ("make both buckets versioned", "all queues"). */
  every: boolean;
  /** After a removal, the words of a clause that does something else ("..., and change the retention to 5 days"). */
  rest?: string;
  /** Before a removal, the words of a clause that does something else ("raise the timeout to 300 s, and drop the DLQ"). */
  before?: string;
}

// Words a follow-up may start with before its verb: "ok, now please remove ...".
const LEAD = String.raw`(?:(?:ok(?:ay)?|now|please|also|and|then|actually|oh|so|but|hmm|wait|great|thanks|instead)\W+)*`;
// Verbs that take something away, at the start of the phrase or after "we/I" and "can you".
const TAKE_AWAY =
  String.raw`remove|delete|drop|get rid of|take (?:out|away)|scrap|scratch|ditch|disable|turn off|switch off|` +
  // "skip the cache", never the final snapshot a database may skip (a setting of it).
  String.raw`forget(?: about)?|skip(?!\s+(?:the\s+)?final\b)|lose|kill|nix|axe|omit|exclude|leave out|` +
  String.raw`throw (?:out|away)|strip out|cut out|do away with|do without`;
// "we no longer need the cache", "we won't need the function anymore", "I don't want the topic".
const NOT_NEEDED_VERB = String.raw`\b(?:no longer|don['\u2019]t|do not|doesn['\u2019]t|does not|won['\u2019]t|will not|wouldn['\u2019]t|shouldn['\u2019]t|needn['\u2019]t)\s+(?:really\s+|even\s+|actually\s+)?(?:need|want|require)s?\b`;
// "the workspace isn't needed anymore", "no need for the HPA", "the cache can go".
const NOT_NEEDED_SAID = String.raw`\b(?:(?:is|are)\s+(?:no longer|not)|isn['\u2019]t|aren['\u2019]t|no longer|not)\s+(?:really\s+)?(?:needed|required|necessary|wanted)\b|\bno need (?:for|of)\b|\bunnecessary\b|\b(?:can|should|must) go\s*(?:now|too|as well|away)?\s*$`;
// "remove delete from configmaps": verbs a role loses on a resource, a change of its permissions, never a removal.
const RBAC_VERBS = String.raw`(?:get|list|watch|create|update|patch|delete)`;
const VERBS_OFF = String.raw`\s+${RBAC_VERBS}(?:\s*(?:,|\/|and|or)\s*${RBAC_VERBS})*\s+(?:access\s+|permissions?\s+|rights?\s+)?(?:from|off)\b`;
const REMOVE = new RegExp(
  String.raw`^${LEAD}(?:(?:can|could|would) you\s+)?(?:(?:let's|let us|we should|we can|you can|i want to|i'd like to|go ahead and|just)\s+)*` +
    String.raw`(?:${TAKE_AWAY})\b(?!${VERBS_OFF})|${NOT_NEEDED_VERB}|${NOT_NEEDED_SAID}`,
  'i',
);
// "raise the timeout to 300 seconds, and drop the DLQ": a removal's verb opening a later clause of the phrase.
const LATER_REMOVE = new RegExp(
  String.raw`(?:[,;:]|\s[\u2014\u2013-]\s|\b(?:and|then|but|plus)\b)\s*${LEAD}(?:(?:let's|we can|you can|please|just|can you)\s+)*(?:${TAKE_AWAY})\b(?!${VERBS_OFF})`,
  'i',
);
// Where a clause of a phrase begins, the last one before a removal said later in it.
const CLAUSE_BREAK = /(?:[,;:]|\s[\u2014\u2013-]\s|\b(?:and|then|but|plus)\b)/gi;
// The verbs of a clause that does something of its own, before a removal ("increase ..., and we no longer need ...").
const CLAUSE_VERB =
  /\b(?:change|make|set|add|use|switch|swap|move|keep|increase|decrease|reduce|raise|lower|bump|upgrade|downgrade|rename|call|name|enable|turn on|give|put|allow|attach|scale|extend|shorten|double|halve|update)\b/i;

/**
 * Where the phrase removes something: the removal's verb (`index`, `length`) and where its clause
 * begins (`start`: 0, or after a clause of its own that changes something else).
 */
function removalIn(text: string): { index: number; length: number; start: number } | undefined {
  const first = REMOVE.exec(text);
  const later = first ? null : LATER_REMOVE.exec(text);
  const found = first ?? later;
  if (!found) return undefined;
  // A later clause's joining word (", and") is no word of the removal.
  const join = later ? /^(?:[,;:]|\s[\u2014\u2013-]\s|\w+)\s*/.exec(later[0])![0].length : 0;
  const index = found.index + join;
  const length = found[0].length - join;
  if (!index) return { index, length, start: 0 };
  const breaks = [...text.slice(0, index).matchAll(CLAUSE_BREAK)];
  const at = later ? found.index : breaks.at(-1)?.index;
  const before = at === undefined ? '' : text.slice(0, at);
  return { index, length, start: at !== undefined && CLAUSE_VERB.test(before) ? at : 0 };
}

// "delete objects after 365 days", "drop logs older than a week": a setting that removes data, not a removal.
const DATA_RULE =
  /\b(?:after|older than|within|every)\s+(?:\d|an?\b|one\b)|\b\d+\s*(?:days?|hours?|weeks?|months?|years?)\b/i;
// Words that say a value is replaced, not added to.
const CHANGE =
  /\b(?:instead|change|changed|switch|swap|replace|move|make (?:it|that|them|the)|set (?:it|the|its)|bump|scale|increase|decrease|reduce|raise|lower|upgrade|downgrade|use|go with|rather)\b/i;
const EVERY = /\b(?:both|all|every|each)\b/i;
// A name as written after "to" or "it": quoted, or one word of letters, digits, dots, dashes,
// underscores, and the slashes and colons of a path-like name ("prod/payments/api-key").
const NAME = String.raw`["'\u201c\u2018\`]?([A-Za-z0-9][\w./:-]*[A-Za-z0-9]|[A-Za-z0-9])["'\u201d\u2019\`]?`;
// Where a name given at the end of a clause stops: the clause's end, or words that close it.
const CLAUSE_END = String.raw`(?=\s*(?:$|[,.;:!?)]|\s(?:and|instead|please|then|too|now|from now on|going forward|rather|as well)\b))`;
const RENAMES: RegExp[] = [
  // "rename the bucket logs to archive", "rename it to archive"
  new RegExp(String.raw`\brename\b(.*?)\s+(?:to|as)\s+${NAME}`, 'i'),
  // "change the bucket name to archive", "set its name to archive", "the name should be archive"
  new RegExp(String.raw`\bname\s+(?:to|should be|is now|becomes?|=)\s+${NAME}`, 'i'),
  // "call it archive instead", "name it archive"
  new RegExp(String.raw`\b(?:call|name)\s+(?:it|that|this|them)\s+${NAME}`, 'i'),
  // "call the cluster claims-db", "name the new queue orders-v2 instead": the words between the
  // pointing word and the name say which thing; the name ends the clause.
  new RegExp(
    String.raw`\b(?:call|name|rename)\s+(?:the|our|that|this|its|my|your)\s+((?:[\w-]+\s+){1,3}?)${NAME}${CLAUSE_END}`,
    'i',
  ),
  // "the cluster should be called claims-db", "have it named claims-db", "it'll be named x"
  new RegExp(
    String.raw`\b(?:be|is|are|get|gets|have (?:it|them))\s+(?:called|named|renamed(?: to)?)\s+${NAME}${CLAUSE_END}`,
    'i',
  ),
];
// Which of the patterns above say the thing between the verb and the name ("the cluster" of "call the cluster x").
const HEADED = new Set([0, 3]);
// Words that never say which thing a name is given to ("name the bucket after the project").
const NOT_A_HEAD = /\b(?:after|for|with|by|in|on|to|of|from|as|like|something|whatever)\b/i;
// Words that are never a new name ("rename it to the same", "call it a day").
const NOT_A_NAME = /^(?:a|an|the|it|this|that|same|something|instead|please|one|ones)$/i;

// Where a removal's clause ends: a clause after it that does something else to the request ("drop the
// new bucket: write into our existing one instead", "scrap the queue — we'll send to the topic").
const WHO = String.raw`(?:(?:we|i|you)(?:['\u2019]ll|['\u2019]d| will| can| should| want to| need to)?\s+|just\s+)?`;
const NEXT_CLAUSE = new RegExp(
  String.raw`(?:,|;|:|\s[\u2014\u2013-]|[\u2014\u2013]|\band\b|\bthen\b)\s*${LEAD}${WHO}(?:change|make|set|add|use|switch|swap|move|keep|increase|decrease|reduce|raise|lower|bump|upgrade|downgrade|rename|enable|turn on|give|put|allow|attach|write|deliver|send|point|store|route|run|ship|stream|export|copy|land|reuse|re-use|connect|hook|go with|rely on|bind|grant|create|deploy|build|provision|set up|expose|mount|schedule)\b`,
  'i',
);

/** Text as its words only, lower case, space-delimited at both ends, so words are found whole. */
const plain = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** What the phrase does to the request read so far. */
export function operationOf(phrase: string): Operation {
  const text = phrase.trim();
  // "remove the DLQ and change the retention to 5 days": the removal is the first clause only, and
  // the other clause's values are neither removed nor taken for a data rule.
  const removal = removalIn(text);
  const next = removal ? NEXT_CLAUSE.exec(text.slice(removal.index + removal.length)) : null;
  const end = removal && next ? removal.index + removal.length + next.index : text.length;
  const start = removal?.start ?? 0;
  const clause = text.slice(start, end);
  return {
    remove: !!removal && !DATA_RULE.test(clause),
    rename: renameOf(text),
    change: CHANGE.test(text),
    every: EVERY.test(text),
    rest: end < text.length ? text.slice(end) : undefined,
    before: start > 0 ? text.slice(0, start) : undefined,
  };
}

// Words that may close a removal and say nothing of what it removes ("... anymore", "... after all").
const AFTERWORDS =
  /(?:\b(?:any ?more|after all|either|at all|now|too|as well|then|please|really|for now)\b|[\s.,;!?])+$/i;

/**
 * What a removing phrase takes away: the words after its verb, up to where its clause ends (`end`,
 * in the phrase as given); none when the phrase removes nothing.
 */
export function removalOf(phrase: string): { words: string; end: number } | undefined {
  const removal = removalIn(phrase);
  const op = operationOf(phrase);
  if (!removal || !op.remove) return undefined;
  const end = phrase.trimEnd().length - (op.rest?.length ?? 0);
  // "we no longer need the Azure part": the words after the verb; "Azure we don't need", "the cache
  // isn't needed anymore": the words before it, in its own clause.
  const after = phrase
    .slice(removal.index + removal.length, end)
    .replace(AFTERWORDS, '')
    .trim();
  const ahead = phrase
    .slice(removal.start, removal.index)
    .replace(/^(?:[,;:]|\s[\u2014\u2013-]\s|\b(?:and|then|but|plus)\b)\s*/i, '')
    .trim();
  return { words: after || ahead, end };
}

/** The removal's own clause, and the words of the phrase's other clauses (before and after it). */
function clauses(op: Operation, phrase: string): { clause: string; others: string } {
  const text = phrase.trim();
  const start = op.before?.length ?? 0;
  return {
    clause: text.slice(start, text.length - (op.rest?.length ?? 0)),
    others: [op.before, op.rest].filter(Boolean).join(' '),
  };
}

/** The removal's own clause of a removing phrase ("turn off versioning" of "raise the retention, and turn off versioning"). */
export function removalClause(op: Operation, phrase: string): string {
  return clauses(op, phrase).clause;
}

/**
 * Whether a thing said with `names` in a removing phrase is said by name only in the clause after the
 * removal ("drop the new bucket: write into our existing bucket landing-zone instead"): it is what
 * that clause uses, never what the removal takes away, though its kind's word is the removed one's.
 */
export function namedAfterRemoval(op: Operation | undefined, phrase: string, names: string[]): boolean {
  if (!op?.remove || !(op.rest || op.before) || !names.length) return false;
  const parts = clauses(op, phrase);
  const clause = parts.clause.toLowerCase();
  const rest = parts.others.toLowerCase();
  return names.some((n) => rest.includes(n.toLowerCase()) && !clause.includes(n.toLowerCase()));
}

/**
 * Whether the phrase's removal takes the thing or setting said in `words` away: not when they are
 * said only in a clause after the removal's ("..., and change the retention to 5 days").
 */
export function removes(op: Operation | undefined, phrase: string, words: string | undefined): boolean {
  if (!op?.remove) return false;
  if (!(op.rest || op.before) || !words) return true;
  const parts = clauses(op, phrase);
  const clause = plain(parts.clause);
  const said = plain(words);
  const rest = plain(parts.others);
  if (clause.includes(said)) return true;
  // Said in the other clause, or across both ("remove the topic and make the queue retention 2 days" read as one setting).
  if (rest.includes(said) || said.includes(rest)) return false;
  // Put together from words of both ("existing service account" of "remove the service account and use
  // the existing one"): a word only the other clause says makes it that clause's.
  return !said
    .trim()
    .split(' ')
    .some((w) => rest.includes(` ${w} `) && !clause.includes(` ${w} `));
}

function renameOf(text: string): Operation['rename'] {
  for (const [k, re] of RENAMES.entries()) {
    const m = re.exec(text);
    if (!m) continue;
    const to = m[HEADED.has(k) ? 2 : 1];
    if (!to || NOT_A_NAME.test(to)) continue;
    if (k === 3 && NOT_A_HEAD.test(m[1])) continue;
    // Said without "rename", a plain word at a clause's end may be no name ("call the job daily"): a
    // name here is quoted or has the marks of one (a dash, a digit, an underscore, a dot).
    if (k >= 3 && !/["'\u201c\u2018`]/.test(m[0]) && !/[-_.\d]/.test(to)) continue;
    // The word right before "to" says which one when it is a name ("rename logs to archive"); a kind's
    // word there ("rename the bucket to ...") matches no name and leaves the choice to the kind.
    const before =
      k === 0
        ? m[1]
            .trim()
            .split(/\s+/)
            .at(-1)
            ?.replace(/^["'\u201c\u2018`]|["'\u201d\u2019`]$/g, '')
        : undefined;
    const from = before && !NOT_A_NAME.test(before) ? before : undefined;
    return { to, from, head: HEADED.has(k) ? m[1] : undefined };
  }
  return undefined;
}

// Where the thing a removal names ends and what it is said of begins ("versioning on the bucket").
const SAID_OF = /\s(?:on|of|for|from|in|at|to|inside|within)\s/i;

/**
 * Whether the phrase's removal takes away the thing said in `words` itself, not something of it:
 * "turn off versioning on the bucket" removes the bucket's versioning, never the bucket.
 */
export function removesThing(op: Operation | undefined, phrase: string, words: string | undefined): boolean {
  if (!removes(op, phrase, words)) return false;
  const removal = removalOf(phrase.trim());
  if (!removal || !words) return true;
  const at = SAID_OF.exec(` ${removal.words} `);
  const object = at ? ` ${removal.words} `.slice(0, at.index) : removal.words;
  return !at || plain(object).includes(plain(words));
}

/**
 * Whether a thing said in `phrase` as `words` is said in the clause after its removal ("remove the
 * ClusterRoleBinding and bind the role with a RoleBinding"): a thing that clause asks for, even when
 * its words are part of the removed thing's ("role binding" of "cluster role binding", said in
 * `longer`, the words of the phrase's other things).
 */
export function saidAfterRemoval(
  op: Operation | undefined,
  phrase: string,
  words: string | undefined,
  longer: string[],
): boolean {
  if (!op?.remove || !(op.rest || op.before) || !words) return false;
  const parts = clauses(op, phrase);
  const said = plain(words);
  if (!plain(parts.others).includes(said)) return false;
  let clause = plain(parts.clause);
  for (const other of longer.map(plain).filter((o) => o !== said && o.includes(said)))
    clause = clause.split(other).join(' ');
  return !clause.includes(said);
}
