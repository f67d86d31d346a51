/**
 * The last step: what the clauses read is completed across them ("one for X" names, grants,
 * identified resources, settings attached to the nearest component, references to running things)
 * and returned as the intent.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { notReadOf } from '../account';
import { attachSettings } from '../attach';
import { turnPhrases } from '../follow-up/turns';
import { addGrantMentions } from '../grant-mentions';
import { addIdentifiedMentions } from '../identified-mentions';
import { addSettingHomes } from '../setting-homes';
import { markNamespacePlaces } from '../namespace-place';
import { addCloudIdentityMentions } from '../cloud-identity-mentions';
import { type Setting } from '../../model/types';
import { type Intent } from '../intent';
import { giveLoneNames, giveObjectNames } from '../name-phrasings';
import { claimNamedHeads, giveOrphanNames } from '../orphan-names';
import { dropListTitles } from '../list-titles';
import { addOnes } from '../ones';
import { referToRunning } from '../referred';
import { grantProjectWideStorage } from '../project-wide-store';
import { restore } from '../words';
import { MAX_TEXT } from './prepare';
import { type RequestState } from './state';

// A placeholder of the reading for a quoted name or identifier ("q§3").
const PLACEHOLDERS = /q\u00a7\d+/;

export function finishIntent(req: RequestState, prompt: string): Intent {
  const { cloud, found, mentions, clauses, text, quoteText, notCovered, explicitAt, history } = req;
  for (const [referent, names] of req.named) addOnes(referent, names, req.purposes.get(referent));
  dropListTitles(text, clauses, mentions, req.account);
  addGrantMentions(cloud, found, mentions, clauses);
  addIdentifiedMentions(cloud, text, quoteText, mentions, clauses);
  // "* name: Orders" in a list of what a table has names the table; its words are a name, not unread.
  for (const i of giveLoneNames(clauses, mentions, quoteText)) {
    req.unread.splice(0, req.unread.length, ...req.unread.filter((u) => u.phrase !== i));
    for (const o of req.account) if (o.phrase === i && o.owner === 'not read') o.owner = 'name';
  }
  addCloudIdentityMentions(cloud, text, quoteText, mentions, clauses);
  addSettingHomes(cloud, found, mentions, clauses);
  markNamespacePlaces(cloud, text, mentions);
  // A line naming a thing by its quoted name says the name, never the reading's placeholder for it ("q§2").
  const unapplied = attachSettings(found, mentions, clauses, text).map((u) => ({
    ...u,
    line: u.line.replace(/q\u00a7(\d+)/g, (t: string) => `"${quoteText.get(t) ?? ''}"`),
  }));
  notCovered.push(...unapplied.map((u) => u.line));
  // "existing <identifier>" says again what the identifier's own setting says (identified-mentions.ts): one line.
  const exists = (s: Setting) => s.keys.includes('flag:existing');
  for (const m of mentions)
    if (m.settings.some((s) => exists(s) && !PLACEHOLDERS.test(s.text)))
      m.settings = m.settings.filter((s) => !exists(s) || !PLACEHOLDERS.test(s.text));
  giveObjectNames(mentions);
  // "Cosmos DB for NoSQL, account cosmos-shop": a name said after a thing's head noun apart from its words.
  const consumedAt = (a: number, b: number) => req.consumed.some(([s, e]) => a < e && b > s);
  giveOrphanNames(
    { mentions, leftovers: req.leftovers, explicitTypes: explicitAt },
    text,
    clauses,
    quoteText,
    consumedAt,
    req,
  );
  claimNamedHeads({ mentions, leftovers: req.leftovers }, text, clauses, quoteText, req);
  referToRunning(mentions, text, quoteText);
  grantProjectWideStorage({ cloud, mentions }, clauses);
  for (const r of req.dnsUnwritten) notCovered.push(GeneratorMessages.dnsRecordNotWritten(r));
  if (req.truncated) notCovered.push(GeneratorMessages.requestCutAt(MAX_TEXT));
  const phraseOf = (at: number) =>
    Math.max(
      0,
      clauses.findLastIndex((c) => c.start <= at),
    );
  return {
    cloud,
    phrases: clauses.map((c) => restore(c.text, quoteText)),
    mentions,
    notCovered: [...new Set(notCovered)],
    global: req.global,
    leftovers: req.leftovers,
    explicitTypes: explicitAt.map((e) => ({
      phrase: phraseOf(e.at),
      type: e.type,
      start: e.at,
      end: e.end,
      names: e.names,
      after: e.after,
    })),
    corrections: req.corrections,
    ruledOut: [...req.ruledOut],
    unread: req.unread,
    account: req.account,
    notRead: notReadOf(req.account),
    unapplied,
    // Where each follow-up starts, so it is read as changes to the turns before it (follow-up/apply.ts).
    turns: history.length ? turnPhrases([...history, prompt], text, clauses) : undefined,
  };
}
