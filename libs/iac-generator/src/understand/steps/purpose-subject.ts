/**
 * "a queue so the warehouse workers can poll it", "a bucket so that our Lambda can write reports":
 * the subject of a purpose clause (after "so" or "so that", before "can", "will", "may") is who uses
 * what is asked, never a thing asked for. Its words are said as not read: the answer then says it
 * wrote nothing for them rather than inventing one.
 */
import { restore } from '../words';
import { type MatchWords } from './match-words';
import { type ClauseState, type RequestState } from './state';

// What the user can do with it; "so the subscription should authenticate" asks something of a thing instead.
const MODAL = /^(?:can|could|will|would|may|might)$/;
const LEAD_IN = /^(?:the|our|my|their|your|its|a|an|any|all|every|each|both)$/;

export function purposeSubject(req: RequestState, c: ClauseState, { m, kind }: MatchWords): boolean {
  const { tokens } = c;
  // A thing of its kind read before is referred to again ("a topic ..., so the topic can ..."), never a user.
  if ([...req.mentions, ...c.phraseMentions].some((x) => x.kind === kind)) return false;
  // Back from the match over the words of its phrase to "so" / "so that".
  let k = m.start - 1;
  while (k >= 0 && k >= m.start - 4 && tokens[k].word !== 'so' && tokens[k].word !== 'that') {
    if (!/^[a-z]+$/.test(tokens[k].raw) || MODAL.test(tokens[k].word)) return false;
    k--;
  }
  if (k < 0 || !(tokens[k].word === 'so' || (tokens[k].word === 'that' && tokens[k - 1]?.word === 'so'))) return false;
  if (!tokens.slice(k + 1, m.start).every((t) => LEAD_IN.test(t.word) || /^[a-z]+$/.test(t.raw))) return false;
  // Forward over the rest of its phrase to the modal.
  let e = m.end;
  while (e < tokens.length && e < m.end + 2 && /^[a-z]+$/.test(tokens[e].raw) && !MODAL.test(tokens[e].word)) e++;
  if (!MODAL.test(tokens[e]?.word ?? '')) return false;
  c.served = true;
  for (let i = m.start; i < e; i++) c.used.add(i);
  req.unread.push({
    phrase: c.index,
    text: restore(req.text.slice(tokens[m.start].start, tokens[e - 1].end), req.quoteText),
  });
  return true;
}

// Who a thing is for, said after it: "for the", "for our" and at most two plain words before the users.
const FOR_LEAD = /^(?:the|our|its|their)$/;

/**
 * "a node pool of 3 x n2-standard-8 for the spark jobs", "a bucket for our nightly exports": the
 * things after "for the" that a thing asked just before in the clause serves, said in the plural,
 * are its users, never more things asked for. Their words are said as not read, so the answer says it
 * wrote nothing for them rather than inventing one.
 */
export function servedUsers(req: RequestState, c: ClauseState, { m, kind }: MatchWords): boolean {
  const { tokens } = c;
  if ([...req.mentions, ...c.phraseMentions].some((x) => x.kind === kind)) return false;
  if (!c.phraseMentions.some((x) => x.end <= tokens[m.start].start)) return false;
  // A product named in several words ("for the Lambda functions", "for the Cloud Run jobs") is asked
  // beside the thing; only a kind's one generic word ("jobs") is read as the users it serves.
  if (m.end - m.start > 1) return false;
  // On Kubernetes, "a NetworkPolicy for the reporting pods" selects those pods (a relation read later).
  if (req.cloud === 'k8s') return false;
  // Said in the plural: "jobs", "workloads" (a singular, "for the api", may be one to make).
  if (!/[a-z]s$/i.test(tokens[m.end - 1].raw)) return false;
  let k = m.start - 1;
  while (k >= 0 && k >= m.start - 3 && /^[a-z]+$/.test(tokens[k].raw) && !FOR_LEAD.test(tokens[k].word)) k--;
  if (k < 1 || !FOR_LEAD.test(tokens[k].word) || tokens[k - 1].word !== 'for') return false;
  c.served = true;
  for (let i = m.start; i < m.end; i++) c.used.add(i);
  req.unread.push({
    phrase: c.index,
    text: restore(req.text.slice(tokens[k].start, tokens[m.end - 1].end), req.quoteText),
  });
  return true;
}
