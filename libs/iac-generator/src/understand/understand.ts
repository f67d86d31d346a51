/**
 * Prompt (plus the user's earlier turns) -> intent: which components, how many, with which names
 * and settings, and which requirement phrases nothing served.
 *
 * A number next to a component is a setting of it ("5 replicas", "Node.js 22", "Postgres 14",
 * "every 20 minutes") unless the request clearly asks for several separate things ("three
 * buckets named a, b and c"). Each setting is attached to the nearest component it can apply
 * to, so a database version never becomes a cluster version.
 *
 * @example
 *   understand('A private S3 bucket named "logs"', 'aws').mentions
 *   // [{ kind: 'aws.s3_bucket', names: ['logs'], attrs: { flags: {'private', ...} }, ... }]
 */
import { GeneratorMessages } from '@infragen/contracts';
import { readDnsRecords } from '../model/dns-records';
import { type Cloud, emptyAttrs, type Setting } from '../model/types';
import { accountClause, notReadOf, type Owned } from './account';
import { attachSettings } from './attach';
import { addGrantMentions } from './grant-mentions';
import { addIdentifiedMentions } from './identified-mentions';
import { markBareNames } from './bare-names';
import { FLAG_PATTERNS, flagSaid, readAttributes, statesAFlag } from './attributes';
import { offSettingOf } from './flags-off';
import { heldByLater, holderOf, innerChildren } from './children';
import { countBefore, indefiniteBefore } from './counts';
import { camelWordsAsWritten, splitCamelWords, TYPE_WITH_CAPITALS, typesNamedAt, typeWords } from './explicit-types';
import { type Intent, type Mention } from './intent';
import { dropGenericHeads, type Match, matchConcepts, qualifierBefore, UNSUPPORTED } from './match';
import { namesAfter, namesBefore, servedBy } from './names';
import { referToRunning } from './referred';
import { referredBack, relatesBefore } from './refers-back';
import { DISK, groupOfMembers } from './group-members';
import { objectOfRunning, putOnHost, runsSoftware } from './runs-on';
import { selectedByLabels } from './selected-pods';
import { storeOfPart } from './store-parts';
import { storedPurpose } from './stored-purpose';
import { interfacesNamed } from './interface-version';
import { isKubernetesObject, namesObjectsPlatform } from './kubernetes-objects';
import { addOnes, onesFor, purposeAt } from './ones';
import { negatedBefore } from './negation';
import { generalWordForRuledOut, ruledOutWords } from './ruled-out';
import { type Reading, readRequest } from './reading/read';
import { settingOwner } from './reading/owner';
import { roleOf } from './reading/roles';
import { otherProviderParts } from './other-providers';
import { FAMILIES, readSettings } from './settings';
import { correctSpelling, isKnownWord } from './spelling';
import {
  extractQuotes,
  lowerKeepingLength,
  normalise,
  placeholder,
  splitClausesAt,
  stem,
  type Token,
  tokensAt,
} from './text';
import { foreignProductLine, unknownProducts } from './products';
import { unreadParts } from './unread';
import { turnPhrases } from './follow-up/turns';
import { otherCloudProductLine } from './constraints/nearest';
import { actionsAsWritten, withoutValues } from './values';
import { CONCEPTS } from './vocabulary';
import { cloudName, FILLER, INTRODUCES, restore, SETTING_HEADS, tokensText } from './words';

export type { Intent, Mention } from './intent';

/** Longest prompt text read; the rest is reported, not silently dropped. */
const MAX_TEXT = 20_000;

/** Reads the request. `history` holds earlier user turns, oldest first, so follow-ups refine them. */
export function understand(prompt: string, cloud: Cloud, history: string[] = []): Intent {
  const full = [...history, prompt].join('\n');
  const truncated = full.length > MAX_TEXT;
  const quoted = extractQuotes(full.slice(0, MAX_TEXT));
  const typed = splitCamelWords(quoted.text.replace(TYPE_WITH_CAPITALS, (t) => `${t} ${typeWords(t)}`));
  const spelled = correctSpelling(typed);
  // Unquoted names after component words ("bucket acme-media"), except where a setting reads the word.
  const settingsBefore = readSettings(lowerKeepingLength(spelled.text));
  const text = markBareNames(
    spelled.text,
    (name) => placeholder(quoted.quotes, name),
    (a, b) => settingsBefore.some((f) => a < f.end && b > f.start),
  );
  const explicitAt = typesNamedAt(text, cloud);
  const quoteText = new Map(quoted.quotes.map((q) => [q.token, q.text]));
  const asWritten = camelWordsAsWritten(quoted.text);
  const lower = lowerKeepingLength(text);
  const global = emptyAttrs();
  readAttributes(lower, global);
  // Records are read as written: quoted values whole, names and values in their case.
  const dns = readDnsRecords(full.slice(0, MAX_TEXT));
  if (dns.records.length) global.dnsRecords = dns.records;
  for (const f of ['public', 'private', 'internal'] as const) global.flags.delete(f);

  const found = readSettings(lower).map((f) => {
    const written = text.slice(f.start, f.end);
    // Denied actions are read lower-cased; the policy writes them as the request spelt them.
    let values = f.values.denies ? { ...f.values, denies: actionsAsWritten(f.values.denies, written) } : f.values;
    // A Secret named in a value is the name as written, never its placeholder.
    if (values.secretEnv)
      values = {
        ...values,
        secretEnv: values.secretEnv.map((e) => ({ ...e, secret: quoteText.get(e.secret) ?? e.secret })),
      };
    // The objects a Kubernetes role is limited to, by name as written.
    if (values.rbacResourceNames)
      values = { ...values, rbacResourceNames: values.rbacResourceNames.map((n) => quoteText.get(n) ?? n) };
    // Said as written: a name the reading made a placeholder of is the name again ("called pg-auth").
    return { ...f, values, text: restore(written, quoteText).trim() };
  });
  const consumed = found.flatMap((f) => f.consumes);
  const isConsumed = (t: Token) => consumed.some(([a, b]) => t.start < b && t.end > a);

  const clauses = splitClausesAt(text);
  const mentions: Mention[] = [];
  const notCovered: string[] = [];
  const leftovers: Intent['leftovers'] = [];
  const unread: Intent['unread'] = [];
  const ruledOut = new Set<string>();
  const purposes = new Map<Mention, string | undefined>();
  const named = new Map<Mention, string[]>();
  const account: Owned[] = [];
  const inContext = (c: number) => CONCEPTS[c].requires?.test(lower) ?? true;
  const ruled = ruledOutWords(clauses, cloud, isConsumed, inContext);
  clauses.forEach((clause, phraseIndex) => {
    const raw = clause.text;
    const [linesBefore, unreadBefore] = [notCovered.length, unread.length];
    const phraseLower = lowerKeepingLength(raw).slice(0, 2000);
    // Words inside URLs, paths, addresses and images are values, never components.
    const tokens = tokensAt(normalise(withoutValues(raw)), clause.start);
    const read = matchConcepts(tokens, isConsumed, inContext);
    // A product name the vocabulary does not know is read whole, never through the general words inside it.
    const inType = (t: Token) => explicitAt.some((e) => t.start >= e.at && t.start < e.end);
    const products = unknownProducts(raw, clause.start, tokens, read, (t) => isConsumed(t) || inType(t), cloud);
    const matches = read.filter((m) => !products.some((p) => m.start < p.reach && m.end > p.start));
    const attrs = emptyAttrs();
    readAttributes(phraseLower, attrs);
    // "no multi-AZ", "versioning off": one setting of the phrase's components, so the answer says
    // whether a writer left it off.
    const offSetting: Setting | undefined = attrs.off?.length
      ? offSettingOf(
          raw,
          lowerKeepingLength(raw),
          { offset: clause.start, phrase: phraseIndex },
          attrs.off,
          FLAG_PATTERNS,
        )
      : undefined;
    const inPhrase = found.filter((f) => f.start >= clause.start && f.start < clause.start + raw.length);
    // A phrase that only sets something ("multi-AZ", "50 GB of storage") is served by the settings.
    let served =
      statesAFlag(phraseLower) || inPhrase.length > 0 || !!(attrs.regions.length || attrs.cidrs.length || attrs.domain);
    const used = new Set<number>();
    for (const p of products) {
      served = true;
      for (let k = p.start; k < p.reach; k++) used.add(k);
      if (p.brand && p.brand !== cloud && cloud !== 'k8s') notCovered.push(foreignProductLine(p, cloud));
      else
        leftovers.push({
          phrase: phraseIndex,
          words: p.words,
          names: namesAfter(tokens, p.end, quoteText),
          product: p.text,
          span: { start: tokens[p.start].start, end: tokens[p.end - 1].end },
          after: asWritten(restore(text.slice(tokens[p.end - 1].end, clause.start + raw.length), quoteText)),
        });
    }
    const phraseMentions: Mention[] = [];
    // The clause's parse, made only when a match might belong to a resource already read in it.
    let reading: Reading | undefined;
    const foreign = otherProviderParts(tokens, matches);
    // "one for logs and one for backups": more of the thing named before, not components of their own.
    const ones = onesFor(tokens);
    const inOne = (k: number) => ones.some((o) => k >= o.one && k < o.to);
    const previousMention = () => [...mentions, ...phraseMentions].at(-1);
    const qualifiesAResource = (m: Match) => {
      const role = roleOf(
        (reading ??= readRequest(raw)),
        tokens[m.start].start - clause.start,
        tokens[m.end - 1].end - clause.start,
      );
      if (role.role !== 'modifier') return false;
      const head = reading.tokens[role.phrase.head];
      // A kind that is a sort of the head ("alert policy", "redis cache") is named by both words together.
      const own = CONCEPTS[m.concept][cloud]?.split('.')[1]?.split('_') ?? [];
      if (own.includes(stem(head.text.toLowerCase()))) return false;
      const at = clause.start + head.start;
      return matches.some(
        (x) =>
          x !== m &&
          x.start >= m.end &&
          tokens[x.start].start <= at &&
          tokens[x.end - 1].end >= at &&
          !!CONCEPTS[x.concept][cloud] &&
          !CONCEPTS[x.concept].vendor,
      );
    };
    // A workload of another platform read in the phrase ("a k8s deployment" on Azure): what it runs is its software.
    let unwrittenHost = false;
    for (const part of foreign.parts) {
      served = true;
      for (let k = part.start; k < part.end; k++) used.add(k);
      notCovered.push(
        GeneratorMessages.otherProviderResource(
          text.slice(tokens[part.start].start, tokens[part.end - 1].end),
          part.provider,
          cloudName(cloud),
        ),
      );
    }
    // The group whose members the phrase speaks of ("each VM with a data disk"), once they are named.
    let membersOf: Mention | undefined;
    // The interfaces of things read before them ("the v2 API"): read before the loop, since the
    // product's words come first.
    const interfaces = interfacesNamed(
      tokens,
      matches,
      (k) => mentions.length > 0 || matches.some((x) => x.end <= k + 1 && !!CONCEPTS[x.concept][cloud]),
    );
    // Things held by a product named after them, and the words of their purpose, which name them.
    const heldLater: { holderAt: number; word: string; names: string[]; at: number }[] = [];
    const inPurpose = new Set<number>();
    for (const m of dropGenericHeads(
      matches.filter((m) => !foreign.taken.has(m)),
      tokens,
      cloud,
      isConsumed,
    )) {
      for (let k = m.start; k < m.end; k++) used.add(k);
      if (inPurpose.has(m.start)) {
        served = true;
        continue;
      }
      if (inOne(m.start) && previousMention()) {
        served = true;
        continue;
      }
      // "Cloud Run (the v2 API)", "with the MongoDB API": a thing's interface, never a resource of its own.
      const iface = interfaces.find((i) => i.api === m || i.product === m);
      if (iface) {
        served = true;
        const first = iface.product?.start ?? m.start - 1;
        for (let k = first; k < iface.api.end; k++) used.add(k);
        if (iface.byProduct && m === iface.api)
          unread.push({
            phrase: phraseIndex,
            text: restore(text.slice(tokens[first - 1].start, tokens[iface.api.end - 1].end), quoteText),
          });
        continue;
      }
      const concept = CONCEPTS[m.concept];
      const words = tokensText(tokens, m.start, m.end);
      const kind = concept[cloud];
      // "a Kubernetes deployment": "Kubernetes" says whose object the head is, never a cluster; on
      // another cloud the object is a manifest this answer cannot write, and nothing stands in for it.
      if (namesObjectsPlatform(tokens, m, matches)) {
        served = true;
        continue;
      }
      if (cloud !== 'k8s' && isKubernetesObject(tokens, m)) {
        served = true;
        unwrittenHost = runsSoftware(concept.k8s ?? '');
        notCovered.push(
          GeneratorMessages.kubernetesObjectOnCloud(tokensText(tokens, m.start - 1, m.end), cloudName(cloud)),
        );
        continue;
      }
      if (concept.vendor && concept.vendor !== cloud) {
        served = true;
        // Words read inside a named resource type are reported with the type itself.
        const at = tokens[m.start].start;
        if (explicitAt.some((e) => at >= e.at && at < e.end)) continue;
        // Said with the nearest service this cloud has, when the product's kind names one (kind.json `nearest`).
        notCovered.push(otherCloudProductLine(words, concept.vendor, concept[concept.vendor], cloud));
        continue;
      }
      // "no bastion host", "without a NAT gateway", "must not have load balancers": a thing ruled out, never added.
      const inMatch = (k: number) => matches.some((x) => k >= x.start && k < x.end);
      if (kind === null || negatedBefore(tokens, m.start, inMatch)) {
        served = true;
        if (kind) ruledOut.add(kind);
        continue;
      }
      // "not DynamoDB ... a table": a general word for a kind the request rules out names none; its words stay unread.
      if (kind && generalWordForRuledOut(ruled, kind, words)) {
        for (let k = m.start; k < m.end; k++) used.delete(k);
        continue;
      }
      // "an RDS database with storage that grows automatically": words hanging on a resource read
      // before, naming a family of settings it declares, are its setting, never a resource of their own.
      const describesASetting = () => {
        const role = roleOf(
          (reading ??= readRequest(raw)),
          tokens[m.start].start - clause.start,
          tokens[m.end - 1].end - clause.start,
        );
        return role.role === 'modifier' && SETTING_HEADS.has(reading.tokens[role.phrase.head].text.toLowerCase());
      };
      // "a PodDisruptionBudget for pods app=search": the pods a selector picks by their labels.
      if (selectedByLabels(tokens, m.start, m.end, phraseMentions.at(-1))) {
        served = true;
        continue;
      }
      // "an S3 bucket for audit logs": the data a store holds, never a service that makes it.
      if (storedPurpose(tokens, m.start, m.end, phraseMentions.at(-1))) {
        served = true;
        continue;
      }
      // "an EC2 instance running nginx", "a VM hosting our API": what a machine runs is software on
      // it, which nothing here writes, so the answer says it was not read; never a resource of its own.
      const host = phraseMentions.at(-1);
      const hostAt = (at: number) =>
        matches.some((x) => x.start === at && runsSoftware(CONCEPTS[x.concept][cloud] ?? ''));
      if (
        ((unwrittenHost || (host && runsSoftware(host.kind))) && objectOfRunning(tokens, m.start)) ||
        putOnHost(tokens, m.start, m.end, hostAt)
      ) {
        served = true;
        unread.push({ phrase: phraseIndex, text: words });
        continue;
      }
      // "fargate api containers", "a bucket for database backups": a general word before the head of
      // its noun phrase, where the head is a resource read here, says which one; never one of its own.
      if (!concept.vendor && kind && qualifiesAResource(m)) {
        served = true;
        continue;
      }
      // "a bucket named logs, versioned": a word stating a property, in no noun phrase, describes
      // the thing read just before it, never a thing of its own. Said as a property: an adjective
      // or a participle ("versioned", "versioning on"), never a plural thing ("sending logs").
      const described = previousMention();
      if (described && m.end - m.start === 1 && statesAFlag(words.toLowerCase()) && !/s$/.test(tokens[m.start].raw)) {
        const role = roleOf(
          (reading ??= readRequest(raw)),
          tokens[m.start].start - clause.start,
          tokens[m.end - 1].end - clause.start,
        );
        if (role.role === 'none') {
          served = true;
          for (const f of attrs.flags) described.attrs.flags.add(f);
          // Said of it as a setting, so the answer says whether a writer wrote it.
          const flags = [...attrs.flags].filter((f) => flagSaid(f, words));
          if (flags.length)
            described.settings.push({
              label: flags.map((f) => f.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)).join(', '),
              keys: flags.map((f) => `flag:${f}`),
              text: words,
              phrase: phraseIndex,
              flags,
              at: tokens[m.start].start,
            });
          if (attrs.off?.length) {
            described.attrs.off = [...new Set([...(described.attrs.off ?? []), ...attrs.off])];
            if (offSetting) described.settings.push(offSetting);
          }
          continue;
        }
      }
      const settingOf = phraseMentions.length
        ? settingOwner(
            (reading ??= readRequest(raw)),
            clause.start,
            tokens[m.start].start,
            tokens[m.end - 1].end,
            words.split(' '),
            phraseMentions,
          )
        : undefined;
      // "turn off anonymous blob access", "the instance type": a kind's word before a head that names
      // a setting describes that setting of a resource already read, never a resource of its own.
      if (!settingOf && mentions.length + phraseMentions.length > 0 && describesASetting()) {
        served = true;
        if (!inPhrase.length) unread.push({ phrase: phraseIndex, text: words });
        continue;
      }
      if (settingOf) {
        // A setting of that family read elsewhere in the phrase ("a schedule of every day at 7 UTC")
        // is what these words name, and members of a group are counted by its count or sized by
        // its settings ("20Gi per pod"); otherwise nothing read them, and the answer says so.
        served = true;
        const said = restore(text.slice(settingOf.start, settingOf.end), quoteText);
        if (!settingOf.member && !inPhrase.some((f) => f.family === settingOf.family))
          unread.push({ phrase: phraseIndex, text: said.slice(0, 160) });
        continue;
      }
      const spans = { starts: new Set(matches.map((x) => x.start)), ends: new Set(matches.map((x) => x.end)) };
      // "Event Bridge rule 'x'": a word the concept's own phrases end with ("eventbridge rule") is its head, not a gap.
      const next = tokens[m.end];
      const head = next && !spans.starts.has(m.end) && concept.phrases.some((p) => p.endsWith(` ${next.word}`)) ? 1 : 0;
      if (head) used.add(m.end);
      const names = [
        ...namesBefore(tokens, m.start, quoteText, spans),
        ...namesAfter(tokens, m.end + head, quoteText, spans, isConsumed),
      ];
      // "a Service for its pods", "on the server sql-billing": the thing read before, never a second one.
      // Only as the object of a relation: of something read in the same phrase, or after a word that
      // relates ("hosted on the server x") in a request of one turn. In a follow-up, "remove the
      // service", "add versioning to the bucket" name the thing it changes, which stays its mention.
      const referent =
        kind && (phraseMentions.length || (!history.length && (relatesBefore(tokens, m.start) || names.length > 0)))
          ? referredBack(tokens, m.start, m.end, kind, names, [...mentions, ...phraseMentions])
          : undefined;
      if (referent) {
        served = true;
        if (!referent.names.length && names.length) {
          referent.names.push(...names);
          referent.count = Math.max(referent.count, names.length);
        }
        continue;
      }
      // "a target group of instances", "each VM": the members of a group read before, never machines
      // of their own; a disk each has is a part of the group.
      const group = kind
        ? groupOfMembers(tokens, m.start, kind, [...mentions, ...phraseMentions], (k) => tokens[k].start)
        : undefined;
      if (group) {
        served = true;
        membersOf = group;
        continue;
      }
      if (membersOf && kind && DISK.test(kind)) {
        served = true;
        // Its size, said right before it ("a 128 GB premium data disk"), is the disk's, never the group's.
        const at = tokens[m.start].start;
        const size = found.findIndex(
          (f) => f.end <= at && f.start >= clause.start && /^[\s\w-]{0,20}$/.test(text.slice(f.end, at)),
        );
        const from = size >= 0 ? found[size].start : at;
        if (size >= 0) found.splice(size, 1);
        (membersOf.attrs.children ??= []).push({ word: words.toLowerCase(), names });
        membersOf.settings.push({
          label: words.toLowerCase(),
          keys: ['children'],
          text: restore(text.slice(from, tokens[m.end - 1].end), quoteText),
          phrase: phraseIndex,
          at: tokens[m.start].start,
        });
        continue;
      }
      // "... a lifecycle rule" after a storage account: a part the account writes as its setting.
      if (kind && storeOfPart(concept, kind, mentions)) {
        served = true;
        continue;
      }
      // "a Cosmos DB account with a database 'app'": a thing inside the product named before it,
      // never another service read from the general word.
      // "a container for uploads in a storage account": held by the product named after it.
      const placed = heldByLater(tokens, m, matches, (x) => CONCEPTS[x.concept][cloud]);
      if (placed) {
        served = true;
        const purpose = placed.purpose && purposeAt(tokens, placed.purpose.from + 1);
        if (!names.length && purpose) names.push(purpose.name);
        if (placed.purpose) for (let k = placed.purpose.from; k < placed.purpose.to; k++) inPurpose.add(k);
        heldLater.push({
          holderAt: tokens[placed.holder.start].start,
          word: words.toLowerCase(),
          names,
          at: tokens[m.start].start,
        });
        continue;
      }
      const introduced = names.length > 0 || INTRODUCES.has(tokens[m.start - 1]?.word ?? '');
      const holder = holderOf(tokens, m, kind, [...mentions, ...phraseMentions].at(-1), introduced, names.length > 0);
      if (holder) {
        served = true;
        const text = [words, ...names.map((n) => `"${n}"`)].join(' ');
        (holder.attrs.children ??= []).push({ word: words.toLowerCase(), names });
        holder.settings.push({
          label: words.toLowerCase(),
          keys: ['children'],
          text,
          phrase: phraseIndex,
          at: tokens[m.start].start,
        });
        continue;
      }
      if (kind === undefined) {
        served = true;
        if (explicitAt.some((e) => tokens[m.start].start >= e.at && tokens[m.start].start < e.end)) continue;
        // "action group": the unread word before a lone general word says which one it is.
        const prev = tokens[m.start - 1];
        const said =
          m.end - m.start === 1 && prev && !used.has(m.start - 1) && !isConsumed(prev) && !FILLER.test(prev.word)
            ? tokensText(tokens, m.start - 1, m.end)
            : words;
        // A bare general word after a resource ("key vault, rbac auth", "admin user disabled") says
        // something of it that nothing read: not read, never a thing the generator has no writer for.
        // So does one that only describes the noun after it ("a stable DNS name"): the head is what is meant.
        const describes = () =>
          roleOf(
            (reading ??= readRequest(raw)),
            tokens[m.start].start - clause.start,
            tokens[m.end - 1].end - clause.start,
          ).role === 'modifier';
        const bare =
          !names.length && (!INTRODUCES.has(tokens[m.start - (said === words ? 1 : 2)]?.word ?? '') || describes());
        if (bare && mentions.length + phraseMentions.length > 0) unread.push({ phrase: phraseIndex, text: said });
        else notCovered.push(GeneratorMessages.noWriterOnCloud(said, cloudName(cloud)));
        continue;
      }
      served = true;
      // "a log group for the checkout service": named by what it serves.
      const owner = names.length ? undefined : servedBy(tokens, m.end, spans, isConsumed);
      if (owner !== undefined) {
        names.push(tokens[owner].raw);
        used.add(owner).add(owner + 1);
      }
      const before = countBefore(tokens, m.start, isConsumed);
      const stated = {
        ...attrs,
        ports: [...attrs.ports],
        flags: new Set(attrs.flags),
        off: attrs.off ? [...attrs.off] : undefined,
      };
      const imageSettings: Setting[] = offSetting ? [offSetting] : [];
      if (m.image && !stated.image && !inPhrase.some((f) => f.values.image)) {
        stated.image = m.image;
        imageSettings.push({
          label: 'image',
          keys: ['image'],
          text: tokens[m.start].raw,
          phrase: phraseIndex,
          family: 'image',
          values: { image: m.image },
          at: tokens[m.start].start,
        });
      }
      const mention: Mention = {
        kind,
        count: Math.max(before.count ?? 1, names.length),
        names,
        attrs: stated,
        phrase: phraseIndex,
        text: words,
        settings: imageSettings,
        start: tokens[m.start].start,
        end: tokens[m.end - 1].end,
        separate: before.another,
        indefinite: indefiniteBefore(tokens, m.start),
        qualifier: qualifierBefore(tokens, m),
      };
      phraseMentions.push(mention);
      // What it is for ("a queue for refunds") names it when "one for ..." asks for more of it.
      if (tokens[m.end]?.word === 'for') purposes.set(mention, purposeAt(tokens, m.end + 1)?.name);
    }
    mentions.push(...phraseMentions);
    for (const child of heldLater) {
      const holder = phraseMentions.find((x) => x.start === child.holderAt);
      if (!holder) {
        unread.push({ phrase: phraseIndex, text: child.word });
        continue;
      }
      (holder.attrs.children ??= []).push({ word: child.word, names: child.names });
      const said = [child.word, ...child.names.map((n) => `"${n}"`)].join(' ');
      holder.settings.push({ label: child.word, keys: ['children'], text: said, phrase: phraseIndex, at: child.at });
    }
    // "An RDS database, no multi-AZ": a phrase that only turns a property off says it of the thing before.
    // Mentions of one kind in one phrase are one component ("an RDS postgres database").
    const last = phraseMentions.length ? undefined : mentions.at(-1);
    if (last && attrs.off?.length && offSetting)
      for (const offOf of mentions.filter((x) => x.phrase === last.phrase && x.kind === last.kind)) {
        offOf.attrs.off = [...new Set([...(offOf.attrs.off ?? []), ...attrs.off])];
        for (const f of attrs.off) offOf.attrs.flags.delete(f);
        if (!offOf.settings.includes(offSetting)) offOf.settings.push(offSetting);
        served = true;
      }
    // "a keyspace 'metrics'" after a Cosmos DB account: a thing inside it, by a word no service has.
    for (const { holder, ...child } of innerChildren(
      tokens,
      mentions,
      (k) => used.has(k) || isConsumed(tokens[k]),
      quoteText,
    )) {
      for (const k of child.tokens) used.add(k);
      served = true;
      // In the order stated: a keyspace named before a table holds it.
      const before = holder.settings.filter((x) => x.keys.includes('children') && (x.at ?? 0) < child.at).length;
      (holder.attrs.children ??= []).splice(before, 0, { word: child.word, names: child.names });
      const said = [child.word, ...child.names.map((n) => `"${n}"`)].join(' ');
      holder.settings.push({ label: child.word, keys: ['children'], text: said, phrase: phraseIndex, at: child.at });
    }
    for (const o of ones) {
      // Not a thing read from what another is for ("a bucket for uploads"): the thing itself.
      const referent = mentions.findLast(
        (x) => x.start < tokens[o.one].start && !/\bfor\s+$/.test(text.slice(Math.max(0, x.start - 5), x.start)),
      );
      if (!referent) continue;
      for (let k = o.one; k < o.to; k++) used.add(k);
      served = true;
      named.set(referent, [...(named.get(referent) ?? []), o.name]);
    }
    // A phrase that names nothing but states a port ("port 8080", "it listens on 5000") goes on describing
    // the component just named; the port is its setting, so the answer says whether it was written.
    const previous = mentions.findLast((m) => FAMILIES.port.test(m.kind.slice(m.kind.indexOf('.') + 1)));
    // A port a setting of the phrase already holds ("/api to service api port 8080", a route) is that setting's.
    const held = new Set(inPhrase.flatMap((f) => portsHeld(f.values)));
    const loose = attrs.ports.filter((p) => !held.has(p));
    if (!phraseMentions.length && loose.length && previous) {
      for (const p of loose) if (!previous.attrs.ports.includes(p)) previous.attrs.ports.push(p);
      const text = restore(raw, quoteText);
      previous.settings.push({ label: 'port', keys: ['ports'], text, phrase: phraseIndex, at: clause.start });
      served = true;
    }
    // Words of a named resource type are that type (the catalogue reads it whole), never words of their own.
    const rest = tokens.filter(
      (t, k) =>
        !used.has(k) &&
        !isConsumed(t) &&
        !FILLER.test(t.word) &&
        !explicitAt.some((e) => t.start >= e.at && t.start < e.end),
    );
    // Words nothing read, kept for the catalogue when one of them is not a known word (a product name).
    // The names given after them name what the catalogue finds in them ("a Glue crawler named nightly").
    if (rest.some((t) => !isKnownWord(t.word)))
      leftovers.push({
        phrase: phraseIndex,
        words: rest.map((t) => t.word),
        names: namesAfter(tokens, tokens.indexOf(rest[rest.length - 1]) + 1, quoteText),
      });
    // Words a setting read ("automatic failover" of a cache) are that setting, not a pattern the generator lacks.
    const settingAt = (at: number, end: number) => consumed.some(([a, b]) => at >= a && end <= b);
    const unsupported = UNSUPPORTED.map((re) => re.exec(phraseLower))
      .filter(
        (m): m is RegExpExecArray => !!m && !settingAt(clause.start + m.index, clause.start + m.index + m[0].length),
      )
      .map((m) => m[0]);
    for (const u of unsupported) notCovered.push(`'${u}'`);
    const inClause = explicitAt.filter((e) => e.at >= clause.start && e.at < clause.start + raw.length);
    const explicit = inClause.length > 0;
    inClause.forEach((e, k) => {
      const next = tokens.findIndex((t) => t.start >= e.end);
      if (next >= 0) e.names = namesAfter(tokens, next, quoteText);
      const until = inClause[k + 1]?.at ?? clause.start + raw.length;
      e.after = asWritten(restore(text.slice(e.end, Math.max(e.end, until)), quoteText));
    });
    const whole = !served && !explicit && !unsupported.length && rest.length > 0;
    if (whole) unread.push({ phrase: phraseIndex, text: restore(raw, quoteText).slice(0, 160) });
    // A thing of its own in a phrase that was otherwise read ("a namespace plus a widget 'w'") is said too.
    else if (!explicit)
      for (const part of unreadParts(raw, clause.start, tokens, used, isConsumed))
        unread.push({ phrase: phraseIndex, text: restore(part, quoteText).slice(0, 160) });
    // Every word of the clause ends somewhere; noun phrases nothing read are said as not read.
    account.push(
      ...accountClause({
        phrase: phraseIndex,
        raw,
        offset: clause.start,
        tokens,
        used,
        consumed: isConsumed,
        rest,
        settings: found.map((f) => [f.start, f.end]),
        explicit: explicitAt,
        mentions,
        gaps: [...notCovered.slice(linesBefore), ...unread.slice(unreadBefore).map((u) => u.text)],
        whole: whole ? 'gap' : leftovers.some((l) => l.phrase === phraseIndex) ? 'catalogue' : undefined,
        restore: (s) => restore(s, quoteText),
      }),
    );
  });
  for (const [referent, names] of named) addOnes(referent, names, purposes.get(referent));
  addGrantMentions(cloud, found, mentions, clauses);
  addIdentifiedMentions(cloud, text, quoteText, mentions, clauses);
  const unapplied = attachSettings(found, mentions, clauses, text);
  notCovered.push(...unapplied.map((u) => u.line));
  referToRunning(mentions, text, quoteText);
  for (const r of dns.unwritten) notCovered.push(GeneratorMessages.dnsRecordNotWritten(r));
  if (truncated) notCovered.push(GeneratorMessages.requestCutAt(MAX_TEXT));
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
    global,
    leftovers,
    explicitTypes: explicitAt.map((e) => ({
      phrase: phraseOf(e.at),
      type: e.type,
      start: e.at,
      end: e.end,
      names: e.names,
      after: e.after,
    })),
    corrections: spelled.corrections,
    ruledOut: [...ruledOut],
    unread,
    account,
    notRead: notReadOf(account),
    unapplied,
    // Where each follow-up starts, so it is read as changes to the turns before it (follow-up/apply.ts).
    turns: history.length ? turnPhrases([...history, prompt], text, clauses) : undefined,
  };
}

/** The port numbers a setting's values hold, at any depth (`backendPort`, a route's `port`). */
function portsHeld(values: unknown): number[] {
  if (Array.isArray(values)) return values.flatMap(portsHeld);
  if (!values || typeof values !== 'object') return [];
  return Object.entries(values).flatMap(([k, v]) =>
    /port$/i.test(k) && typeof v === 'number' ? [v] : typeof v === 'object' ? portsHeld(v) : [],
  );
}
