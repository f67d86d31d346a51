/**
 * Matches that say something of another thing read in the clause, never a resource of their own:
 * the pods a selector picks, the data a store holds, software a machine runs, a word saying which
 * resource is meant, a property of the thing before, and a setting of a resource read before.
 * Returns true when it took the match.
 */
import { flagSaid, statesAFlag } from '../attributes';
import { joinedOwner, ownFeature, settingNamedBy } from '../own-features';
import { hangingOwner, settingOwner } from '../reading/owner';
import { objectOfRunning, putOnHost, runsSoftware } from '../runs-on';
import { selectedByLabels } from '../selected-pods';
import { receiversFrom, servedThingsFrom } from '../served-things';
import { ownIdentityOfWorkload } from '../own-identity-words';
import { scalingPolicy } from '../scaling-policy-words';
import { stem } from '../text';
import { dataHeadOf, storedPurpose } from '../stored-purpose';
import { CONCEPTS } from '../vocabulary';
import { restore } from '../words';
import { FAMILIES } from '../settings';
import { type Mention } from '../intent';
import { aspectFamilies } from '../aspect-heads';
import { isInstanceCluster } from '../group-members';
import { countClusterMembers } from './cluster-members';
import { type MatchWords } from './match-words';
import { type ClauseState, type RequestState } from './state';

export function describesAnother(req: RequestState, c: ClauseState, w: MatchWords): boolean {
  const { cloud } = req;
  const { tokens, matches, phraseMentions } = c;
  const { m, concept, kind } = w;
  // "a DynamoDB table with a stream": a feature the thing before declares (kind.json `features`), its setting.
  if (!concept.vendor && featureOfThePrevious(req, c, w)) return true;
  // "a StorageClass with reclaim policy Retain": a setting of the thing before, named with a kind's word.
  const setting = settingNamedBy(tokens, m.start, m.end, w.words, c.previousMention(), req.text);
  if (setting !== undefined) {
    c.served = true;
    req.unread.push({ phrase: c.index, text: req.text.slice(tokens[setting].start, tokens[m.end].end) });
    return true;
  }
  // "the function should use its managed identity": the workload's own identity, never one of its own.
  if (ownIdentityOfWorkload(kind ?? undefined, tokens, m.start, req.mentions)) {
    c.served = true;
    return true;
  }
  // "a target tracking policy", "a scaling policy": how the group scales, never an access policy.
  if (scalingPolicy(kind ?? undefined, tokens, m.start, m.end)) {
    c.served = true;
    return true;
  }
  // "a PodDisruptionBudget for pods app=search": the pods a selector picks by their labels.
  if (selectedByLabels(tokens, m.start, m.end, phraseMentions.at(-1))) {
    c.served = true;
    return true;
  }
  // "an S3 bucket for audit logs", "a volume for the database files": the data a store holds, never a service that makes it.
  if (storedPurpose(tokens, m.start, m.end, phraseMentions.at(-1), dataHeadOf(c, m, req.quoteText))) {
    c.served = true;
    return true;
  }
  // "a backup policy for VMs", "Cloud NAT for our private VMs": the things it serves, never new ones.
  const served = servedThingsFrom(tokens, m.start, m.end, kind, phraseMentions.at(-1));
  if (served !== undefined) {
    c.served = true;
    for (let k = served; k < m.start; k++) c.used.add(k);
    req.unread.push({ phrase: c.index, text: req.text.slice(tokens[served].start, tokens[m.end - 1].end) });
    return true;
  }
  // "give the private VMs internet egress": those receiving it are there already, never new ones.
  const receivers = receiversFrom(tokens, m.start, m.end);
  if (receivers !== undefined) {
    c.served = true;
    for (let k = receivers; k < m.start; k++) c.used.add(k);
    req.unread.push({ phrase: c.index, text: req.text.slice(tokens[receivers].start, tokens[m.end - 1].end) });
    return true;
  }
  // "an EC2 instance running nginx", "a VM hosting our API": what a machine runs is software on
  // it, which nothing here writes, so the answer says it was not read; never a resource of its own.
  const host = phraseMentions.at(-1);
  const hostAt = (at: number) => matches.some((x) => x.start === at && runsSoftware(CONCEPTS[x.concept][cloud] ?? ''));
  if (
    ((c.unwrittenHost || (host && runsSoftware(host.kind))) && objectOfRunning(tokens, m.start)) ||
    putOnHost(tokens, m.start, m.end, hostAt)
  ) {
    c.served = true;
    req.unread.push({ phrase: c.index, text: w.words });
    return true;
  }
  // "fargate api containers", "a bucket for database backups": a general word before the head of
  // its noun phrase, where the head is a resource read here, says which one; never one of its own.
  if (!concept.vendor && kind && qualifiesAResource(req, c, w)) {
    c.served = true;
    return true;
  }
  return describesThePrevious(c, w) || settingOfARead(req, c, w);
}

/**
 * "a DynamoDB table with a stream", "* stream with new and old images" under a table: a general word
 * naming a feature the thing read just before declares is its setting (its flag raised and said),
 * never a resource of its own; the words its writers meet after it ("with new and old images") with it.
 */
function featureOfThePrevious(req: RequestState, c: ClauseState, { m, words }: MatchWords): boolean {
  const { tokens } = c;
  // A feature every thing of its kind has ("and backups kept 14 days" of a database) is the latest such
  // thing's, whatever was read between them.
  const feature =
    ownFeature(tokens, m.start, m.end, words, c.previousMention(), req.text) ??
    ownFeature(tokens, m.start, m.end, words, joinedOwner(c.mentionsSoFar(), words), req.text);
  if (!feature) return false;
  const { owner, flag, after } = feature;
  c.served = true;
  for (let k = m.end; k < m.end + after; k++) c.used.add(k);
  // A feature its writers write from the values said with it ("keep 10 images") raises no flag.
  if (!flag) return true;
  owner.attrs.flags.add(flag);
  owner.attrs.off = owner.attrs.off?.filter((f) => f !== flag);
  owner.settings.push({
    label: words.toLowerCase(),
    keys: [`flag:${flag}`],
    text: restore(req.text.slice(tokens[m.start].start, tokens[m.end + after - 1].end), req.quoteText),
    phrase: c.index,
    flags: [flag],
    at: tokens[m.start].start,
  });
  return true;
}

/** Whether the match is a modifier of a noun phrase whose head is another resource read in the clause. */
function qualifiesAResource(req: RequestState, c: ClauseState, { m }: MatchWords): boolean {
  const { cloud } = req;
  const { tokens, matches } = c;
  const role = c.roleOf(m);
  if (role.role !== 'modifier') return false;
  const head = c.parse().tokens[role.phrase.head];
  // A kind that is a sort of the head ("alert policy", "redis cache") is named by both words together.
  const own = CONCEPTS[m.concept][cloud]?.split('.')[1]?.split('_') ?? [];
  if (own.includes(stem(head.text.toLowerCase()))) return false;
  const at = head.start;
  return matches.some(
    (x) =>
      x !== m &&
      x.start >= m.end &&
      tokens[x.start].start <= at &&
      tokens[x.end - 1].end >= at &&
      !!CONCEPTS[x.concept][cloud] &&
      !CONCEPTS[x.concept].vendor,
  );
}

/**
 * "a bucket named logs, versioned": a word stating a property, in no noun phrase, describes the
 * thing read just before it, never a thing of its own. Said as a property: an adjective or a
 * participle ("versioned", "versioning on"), never a plural thing ("sending logs").
 */
function describesThePrevious(c: ClauseState, { m, words }: MatchWords): boolean {
  const { tokens, attrs } = c;
  const described = c.previousMention();
  if (!described || m.end - m.start !== 1 || !statesAFlag(words.toLowerCase()) || /s$/.test(tokens[m.start].raw))
    return false;
  if (c.roleOf(m).role !== 'none') return false;
  c.served = true;
  for (const f of attrs.flags) described.attrs.flags.add(f);
  // Said of it as a setting, so the answer says whether a writer wrote it.
  const flags = [...attrs.flags].filter((f) => flagSaid(f, words));
  if (flags.length)
    described.settings.push({
      label: flags.map((f) => f.replace(/[A-Z]/g, (ch) => ` ${ch.toLowerCase()}`)).join(', '),
      keys: flags.map((f) => `flag:${f}`),
      text: words,
      phrase: c.index,
      flags,
      at: tokens[m.start].start,
    });
  if (attrs.off?.length) {
    described.attrs.off = [...new Set([...(described.attrs.off ?? []), ...attrs.off])];
    if (c.offSetting) described.settings.push(c.offSetting);
  }
  return true;
}

/** Words naming a setting of a resource read before ("the instance type", "storage that grows automatically"). */
function settingOfARead(req: RequestState, c: ClauseState, w: MatchWords): boolean {
  const { m, words } = w;
  const { tokens, phraseMentions } = c;
  // The phrase the words hang on may be in an earlier clause ("node pool general: e2-standard-8, 100 GB disks").
  const read = [...req.mentions, ...phraseMentions];
  const settingOf = read.length
    ? settingOwner(c.parse(), 0, tokens[m.start].start, tokens[m.end - 1].end, words.split(' '), read)
    : undefined;
  // "an RDS database with storage that grows automatically": words hanging on a resource read
  // before, naming a family of settings it declares, are its setting, never a resource of their own.
  const describesASetting = () => {
    const role = c.roleOf(m);
    return role.role === 'modifier' && !!aspectFamilies(stem(c.parse().tokens[role.phrase.head].text.toLowerCase()));
  };
  // "turn off anonymous blob access", "the instance type": a kind's word before a head that names
  // a setting describes that setting of a resource already read, never a resource of its own.
  if (!settingOf && req.mentions.length + phraseMentions.length > 0 && describesASetting()) {
    c.served = true;
    if (!c.inPhrase.length) req.unread.push({ phrase: c.index, text: words });
    return true;
  }
  if (!settingOf) return carriesASetting(req, c, w, read);
  // A setting of that family read elsewhere in the phrase ("a schedule of every day at 7 UTC")
  // is what these words name, and members of a group are counted by its count or sized by
  // its settings ("20Gi per pod"); otherwise nothing read them, and the answer says so.
  c.served = true;
  // "a DocumentDB cluster with three instances": the count of a cluster's members, unless a
  // setting of the phrase counted them already.
  if (settingOf.member && isInstanceCluster(settingOf.owner) && !c.inPhrase.some((f) => f.family === 'nodes'))
    countClusterMembers(req, c, settingOf.owner, m.start, m.end, true);
  const said = restore(req.text.slice(settingOf.start, settingOf.end), req.quoteText);
  if (!settingOf.member && !c.inPhrase.some((f) => f.family === settingOf.family))
    req.unread.push({ phrase: c.index, text: said.slice(0, 160) });
  return true;
}

/**
 * "a vault with geo-redundant storage", "a cache with zone-redundant replicas": a phrase hanging on
 * a resource read before, whose own words state a setting that resource declares, is that setting;
 * its head only carries it, never a resource of its own.
 */
function carriesASetting(req: RequestState, c: ClauseState, { m, words }: MatchWords, read: Mention[]): boolean {
  const { tokens } = c;
  const hanging = hangingOwner(c.parse(), tokens[m.start].start, tokens[m.end - 1].end, words.split(' '), read);
  if (!hanging) return false;
  const kind = hanging.owner.kind.slice(hanging.owner.kind.indexOf('.') + 1);
  const carried = req.found.some(
    (f) => f.family && f.start >= hanging.start && f.end <= hanging.end && FAMILIES[f.family].test(kind),
  );
  if (carried) c.served = true;
  return carried;
}
