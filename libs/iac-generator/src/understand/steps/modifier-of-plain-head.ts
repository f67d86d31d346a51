/**
 * A noun phrase is a resource only when its head names one. A kind's word standing before a head
 * that names something outside the infrastructure ("so the warehouse system can read them", "the
 * Kubernetes manifests", "our Redis team") only says whose or which that thing is: the phrase is
 * about the head, which nothing here writes, so the kind's word makes nothing and its words are said
 * as not read.
 *
 * The same holds of a head naming a value the thing gives or an event that befalls it ("the database
 * connection string", "a region outage"): a secret holding a connection string is no database.
 *
 * Any other head keeps the kind's word a resource ("a Redis instance", "a Kafka setup"), and so do
 * names ("queue orders", taken by the names reading before this step is asked).
 */
import { SAID_OF_A_THING } from '../not-name-words';
import { stem } from '../text';
import { CONCEPTS } from '../vocabulary';
import { restore } from '../words';
import { type MatchWords } from './match-words';
import { type ClauseState, type RequestState } from './state';

// Heads naming what is outside the infrastructure being written: people and teams, someone else's
// system, the documents and tools that describe it. A kind's word before them says whose they are.
const OUTSIDE =
  /^(?:system|team|squad|folk|people|person|user|customer|partner|client|department|org|organi[sz]ation|company|vendor|side|engineer|developer|admin|owner|consumer|manifest|yaml|file|doc|documentation|provider|tool|tooling|class|style|way|kind|sort|world|ecosystem|expert|knowledge|experience|skill|background|course|tutorial|certification)$/;

export function modifierOfPlainHead(req: RequestState, c: ClauseState, w: MatchWords): boolean {
  const { m } = w;
  const role = c.roleOf(m);
  if (role.role !== 'modifier') return false;
  const reading = c.parse();
  const head = reading.tokens[role.phrase.head];
  if (brandOfTheHead(req, c, w, head.start)) return true;
  // Only a plain common noun: a name, a value or a capitalised product word may be the thing itself.
  // A value's head may be written in capitals ("the queue URL").
  const saidOf = !head.value && /^[a-z]+$/i.test(head.text) && SAID_OF_A_THING.test(stem(head.text.toLowerCase()));
  if (!saidOf && (head.value || head.pos !== 'NOUN' || !/^[a-z]+$/.test(head.text))) return false;
  if (!saidOf && !OUTSIDE.test(stem(head.text))) return false;
  const { tokens, matches } = c;
  // The head is another kind's own word ("alert policy", "sqs queue"): that match says what it is.
  if (matches.some((x) => x !== m && tokens[x.start].start <= head.start && tokens[x.end - 1].end >= head.start))
    return false;
  // Some reading of the clause took the head (a setting, a name): the match is its owner's.
  const headToken = tokens.findIndex((t) => t.start === head.start);
  if (headToken >= 0 && (c.used.has(headToken) || req.isConsumed(tokens[headToken]))) return false;
  c.served = true;
  for (let k = m.start; k < tokens.length && tokens[k].start < head.end; k++) c.used.add(k);
  req.unread.push({ phrase: c.index, text: restore(req.text.slice(tokens[m.start].start, head.end), req.quoteText) });
  return true;
}

/** The service of a kind: "aws.kinesis_stream" -> "aws.kinesis". */
const serviceOf = (kind: string) => kind.split('_')[0];

/**
 * "a Kinesis Data Firehose delivery stream": a kind's word before the head that another match of
 * the same service reads is the head's own brand, one thing, never a second resource.
 */
function brandOfTheHead(req: RequestState, c: ClauseState, { m, kind }: MatchWords, headAt: number): boolean {
  if (typeof kind !== 'string') return false;
  const { tokens, matches } = c;
  const head = matches.find(
    (x) => x !== m && x.start >= m.end && tokens[x.start].start <= headAt && tokens[x.end - 1].end >= headAt,
  );
  const headKind = head && CONCEPTS[head.concept][req.cloud];
  if (typeof headKind !== 'string' || headKind === kind || serviceOf(headKind) !== serviceOf(kind)) return false;
  c.served = true;
  return true;
}
