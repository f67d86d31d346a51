/**
 * Matches whose words name a thing the request does not ask to make: the id of something that
 * exists ("object id <guid>"), a verb ("a test that alerts"), the things a condition watches ("when any
 * EC2 instance stops"), a part of another cloud's product ("an AWS ASG target tracking
 * policy"), a thing the user has and a workload reaches ("reach the database over the VNet" with no
 * database asked), a workload's registry login ("registry credentials passed in as a secret"). Their
 * words stay unread, so the answer says them as not read rather than writing a guess.
 */
import { watchedInCondition, watchedScopeEnd } from '../event-subjects';
import { type Match } from '../match';
import { restore } from '../words';
import { closesForeignPhrase } from '../foreign-heads';
import { labelsAnId } from '../id-labels';
import { reachedOnly } from '../reached-things';
import { registryLogin } from '../registry-login';
import { type MatchWords } from './match-words';
import { saidAsVerb } from './verb-words';
import { type ClauseState, type RequestState } from './state';

/** Whether the match names nothing to make; its words are then left unread. */
export function notAskedFor(req: RequestState, c: ClauseState, { m, kind }: MatchWords): boolean {
  const { text, cloud, explicitAt } = req;
  const { tokens, matches } = c;
  // Words of a resource type named as such ("google_kms_crypto_key") are the type's, read with it.
  const typed = (x: { start: number }) =>
    explicitAt.some((e) => tokens[x.start].start >= e.at && tokens[x.start].start < e.end);
  const foreign = matches.filter((x) => !typed(x));
  const none =
    labelsAnId(text, tokens, m) ||
    saidAsVerb(tokens, m) ||
    (!typed(m) && closesForeignPhrase(text, tokens, foreign, m, cloud)) ||
    (!!kind && reachedOnly(tokens, m, kind, [...req.mentions, ...c.phraseMentions])) ||
    (!!kind && registryLogin(text, tokens, m, kind));
  if (none) for (let k = m.start; k < m.end; k++) c.used.delete(k);
  return none || watched(req, c, m);
}

/**
 * "when any EC2 instance in the account stops": the things a condition watches, with where they are,
 * are said as not read in one line (the files may still watch them), never made.
 */
function watched(req: RequestState, c: ClauseState, m: Match): boolean {
  const { tokens } = c;
  if (!watchedInCondition(tokens, m)) return false;
  const end = watchedScopeEnd(tokens, m.end);
  for (let k = m.start; k < end; k++) c.used.add(k);
  c.served = true;
  const said = req.text.slice(tokens[m.start].start, tokens[end - 1].end);
  req.unread.push({ phrase: c.index, text: restore(said, req.quoteText) });
  return true;
}
