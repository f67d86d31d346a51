/**
 * What the steps of reading a request share: the request read as a whole (RequestState), and one
 * clause of it while its words are read (ClauseState). The steps fill them in order (understand.ts);
 * each step is a file of its own under steps/ so its purpose can be read, tested and changed alone.
 */
import { type readDnsRecords } from '../../model/dns-records';
import { type Attrs, type Cloud, type Setting } from '../../model/types';
import { type Owned } from '../account';
import { type TypeNamed } from '../explicit-types';
import { type InterfaceWords } from '../interface-version';
import { type Intent, type Mention } from '../intent';
import { type Match } from '../match';
import { type OneFor } from '../ones';
import { type ForeignScope, type otherProviderParts } from '../other-providers';
import { type Reading } from '../reading/read';
import { type Role } from '../reading/roles';
import { type Found } from '../settings';
import { type Clause, type Token } from '../text';

type DnsRecordUnwritten = ReturnType<typeof readDnsRecords>['unwritten'][number];

/** The request read as a whole, and what every clause adds to (mentions, lines, unread words). */
export interface RequestState {
  cloud: Cloud;
  /** Earlier user turns, oldest first. */
  history: string[];
  /** The text read: quotes and bare names as placeholders, spelling corrected. */
  text: string;
  lower: string;
  quoteText: Map<string, string>;
  /** A restored text with the CamelCase words as the request wrote them. */
  asWritten: (s: string) => string;
  explicitAt: TypeNamed[];
  /** Every setting read in the request, in order. */
  found: Found[];
  consumed: [number, number][];
  isConsumed: (t: Token) => boolean;
  inContext: (concept: number) => boolean;
  /** Kinds ruled out with the words that ruled them out. */
  ruled: Map<string, string[]>;
  clauses: Clause[];
  mentions: Mention[];
  notCovered: string[];
  leftovers: Intent['leftovers'];
  unread: Intent['unread'];
  ruledOut: Set<string>;
  /** What a mention is for ("a queue for refunds"), naming more of it asked for with "one for ...". */
  purposes: Map<Mention, string | undefined>;
  /** The names "one for X" gives more of a mention. */
  named: Map<Mention, string[]>;
  account: Owned[];
  /** Read of the whole request, before any clause: regions, CIDRs, a domain, DNS records. */
  global: Attrs;
  /** DNS records said that no writer writes. */
  dnsUnwritten: DnsRecordUnwritten[];
  /** Whether the request was longer than the text read. */
  truncated: boolean;
  corrections: string[];
  /** The company whose thing the clauses read last went on describing (other-providers.ts). */
  foreignScope?: ForeignScope;
  /** The parse of the whole text, made when first asked for: a phrase may hang on one in another clause. */
  reading: () => Reading;
}

/** A thing held by a product named after it in the clause ("a container ... in a storage account"). */
interface HeldLater {
  holderAt: number;
  word: string;
  names: string[];
  at: number;
}

/** One clause while its words are read. */
export interface ClauseState {
  /** The clause's index among the request's phrases. */
  index: number;
  clause: Clause;
  raw: string;
  phraseLower: string;
  tokens: Token[];
  /** The clause's matches, without those inside a product name read whole. */
  matches: Match[];
  attrs: Attrs;
  offSetting: Setting | undefined;
  /** The settings read in the clause. */
  inPhrase: Found[];
  /** Whether something in the clause was read (else it is said as not read). */
  served: boolean;
  /** Token indexes some reading took. */
  used: Set<number>;
  phraseMentions: Mention[];
  /** The request's parse (offsets in the request's text), made only when first asked for. */
  parse: () => Reading;
  /** The role of a match's words in the parse. */
  roleOf: (m: Match) => Role;
  /** The last thing read, in the request so far or in the clause. */
  previousMention: () => Mention | undefined;
  /** Every thing read so far in the request, in order (the clause's own last). */
  mentionsSoFar: () => Mention[];
  ones: OneFor[];
  inOne: (k: number) => boolean;
  foreign: ReturnType<typeof otherProviderParts>;
  /** A workload of another platform read in the clause: what it runs is its software. */
  unwrittenHost: boolean;
  /** The group whose members the clause speaks of ("each VM with a data disk"). */
  membersOf: Mention | undefined;
  interfaces: InterfaceWords[];
  heldLater: HeldLater[];
  /** Token indexes of words naming what a held thing is for. */
  inPurpose: Set<number>;
  /** How many lines and unread words there were before the clause. */
  linesBefore: number;
  unreadBefore: number;
}
