/**
 * Which mentions are things the user already has, on every cloud: one the request says it has, in
 * any wording (understand/existing-said.ts: "our existing key vault kv-ops", "our current queue",
 * "the table we have", "already runs on Cloud Run"), one it names by an identifier of its kind ("the
 * role arn:aws:iam::123456789012:role/app", "subnet-0a1b2c3d", a service account's email), and one
 * whose name stands in a given identifier (the network of a subnet's resource id). Such a mention is
 * flagged `existing` and keeps what identifies it as its name, so every target refers to it
 * (model/existing.ts; a Kubernetes object by its name) instead of creating it.
 */
import { EXISTING, identifies } from '../model/existing';
import { IDENTIFIER, isIdentifier } from '../model/identifiers';
import { type Intent, type Mention } from '../understand/understand';
import { LEAVE_ALONE, saysExisting } from '../understand/existing-said';
import { cachedPattern } from '../understand/cached-pattern';
import { BUILT_IN_OBJECTS } from './k8s/built-in-objects';

/**
 * Flags `mention` (read as `kind`) existing when the request says so or names it by one of its
 * identifiers, for a kind every target can refer to. Returns whether it did. Idempotent: a target
 * resolves a mention more than once.
 */
export function markExisting(kind: string, intent: Intent, mention: Mention | undefined): boolean {
  if (!mention || !(EXISTING[kind] || BY_NAME.test(kind))) return false;
  // A workload given what it runs is one to write, whatever else is said of it.
  if (mention.attrs.image && /^k8s\./.test(kind)) return false;
  const ids = mention.names.filter((n) => identifies(kind, n));
  const later = ids.length ? undefined : saidLaterByItsHead(intent, mention);
  const reserved = !ids.length && builtIn(kind, mention);
  if (
    !ids.length &&
    !reserved &&
    (anotherIsTheExistingOne(intent, mention) || !saysExisting(saidOf(intent, mention.phrase), mention.text)) &&
    !inAGivenId(kind, intent, mention) &&
    !later &&
    !holdsAnExistingThing(kind, intent, mention) &&
    !chainedBeforeAnExistingThing(kind, intent, mention)
  )
    return false;
  mention.attrs.flags.add('existing');
  if (later && !mention.names.length && later.name) mention.names.push(later.name);
  // A reserved name says it exists by itself: the clause after it is another ask, not words about it.
  if (!ids.length && !reserved && !saysExisting(intent.phrases[mention.phrase], mention.text))
    readAfter(intent, mention.phrase + 1);
  if (!mention.names.length) nameAfter(intent, mention);
  // The words that said it exists ("allready", "exsiting", as typed) were read: they are no unread words.
  for (let i = intent.notRead.length - 1; i >= 0; i--)
    if (intent.notRead[i].phrase === mention.phrase && EXISTS_WORD.test(intent.notRead[i].text))
      intent.notRead.splice(i, 1);
  // An identifier, or any wording, says it exists: the setting is what the answer accounts for, as for the word;
  // it is said by what refers to it (the identifier, else the name), which the files hold.
  const said = ids.length ? ids.join(', ') : mention.names[0];
  if (said && !mention.settings.some((s) => s.keys.includes('flag:existing')))
    mention.settings.push({
      label: 'existing',
      keys: ['flag:existing'],
      text: said,
      phrase: mention.phrase,
      family: 'existing',
      flags: ['existing'],
    });
  return true;
}

/**
 * A Kubernetes object every cluster has, named by its reserved name ("priority class system-node-critical", "namespace
 * kube-system"): the cluster made it, so it is referred to; written again, apply fails or changes it under everyone.
 */
function builtIn(kind: string, mention: Mention): boolean {
  const reserved = BUILT_IN_OBJECTS[kind] ?? [];
  // Its name is a name the reading gave it, or the object name said with its kind's words.
  const named = mention.names.length ? mention.names : mention.attrs.objectName ? [mention.attrs.objectName] : [];
  return named.length > 0 && named.every((n) => reserved.includes(n.toLowerCase()));
}

/**
 * "Create a bucket and copy its objects into our existing bucket media-vault": the phrase's words say one thing of
 * the kind exists; the one introduced with "a", beside one said by the same word without it, is the new one asked for.
 */
function anotherIsTheExistingOne(intent: Intent, mention: Mention): boolean {
  return (
    !!mention.indefinite &&
    intent.mentions.some(
      (m) =>
        m !== mention &&
        m.phrase === mention.phrase &&
        m.kind === mention.kind &&
        !m.indefinite &&
        headWord(m.text) === headWord(mention.text),
    )
  );
}

/**
 * "Event Grid on our storage account: - the account already exists: stingestprod01": a later phrase
 * speaks of the thing by its head word alone ("the account", "that cluster") and says it exists.
 * Returns that phrase's first word that can only be a name after the words saying so, if any.
 */
function saidLaterByItsHead(intent: Intent, mention: Mention): { name?: string } | undefined {
  const head = (mention.text ?? '').trim().split(/\s+/).at(-1)?.toLowerCase();
  if (!head || head.length < 3) return undefined;
  const definite = cachedPattern(
    String.raw`^(?:[-*\s]*)(?:the|that|this)\s+(?:same\s+)?${head.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b|^(?:[-*\s]*)(?:but\s+|and\s+)?${LEAVE_ALONE}\s+(?:the|that|this|our|its)\s+(?:[\w-]+\s+){0,3}?${head.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`,
    'i',
  );
  for (let at = mention.phrase + 1; at < intent.phrases.length; at++) {
    const phrase = intent.phrases[at] ?? '';
    if (!definite.test(phrase) || !saysExisting(phrase, head)) continue;
    // "Don't touch that service" says nothing after it: no name.
    const from = phrase.search(/\bexist|\bal+re?a?dy\b/i);
    const after = from < 0 ? '' : phrase.slice(from);
    const name = after
      .split(/[\s,;:()]+/)
      .map((w) => w.replace(/^["'\u201c]|["'\u201d.]$/g, ''))
      .find((w) => NAME_WORD.test(w) && !intent.mentions.some((m) => m !== mention && m.names.includes(w)));
    return { name };
  }
  return undefined;
}

/**
 * "stingestprod01 in rg-ingest" where stingestprod01 is a thing the user has: the resource group an
 * existing thing is in exists too.
 */
function holdsAnExistingThing(kind: string, intent: Intent, mention: Mention): boolean {
  if (kind !== 'azure.resource_group' || !mention.names.length) return false;
  const phrase = (intent.phrases[mention.phrase] ?? '').toLowerCase();
  return intent.mentions.some(
    (m) =>
      m !== mention &&
      m.attrs.flags.has('existing') &&
      m.names.some((n) =>
        mention.names.some((rg) =>
          new RegExp(
            String.raw`${escape(n.toLowerCase())}["']?\s+in\s+(?:(?:the\s+)?resource\s+group\s+)?["']?${escape(rg.toLowerCase())}\b`,
          ).test(phrase),
        ),
      ),
  );
}

/**
 * "a private endpoint in subnet snet-pe of vnet-core (already there)": a named part said of its parent, with
 * the words saying it exists after both, is there too; said before the parent only ("a subnet snet-a in our
 * existing vnet-core") they are of the parent, and the part is one to make.
 */
function chainedBeforeAnExistingThing(kind: string, intent: Intent, mention: Mention): boolean {
  if (!EXISTING[kind]?.parent || !mention.names.length) return false;
  const phrase = (intent.phrases[mention.phrase] ?? '').toLowerCase();
  return intent.mentions.some(
    (m) =>
      m !== mention &&
      m.phrase === mention.phrase &&
      m.attrs.flags.has('existing') &&
      m.names.some((parent) =>
        mention.names.some((n) => {
          const chain = new RegExp(
            String.raw`\b${escape(n.toLowerCase())}["']?\s+(?:of|in)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?["']?${escape(parent.toLowerCase())}\b["']?`,
          ).exec(phrase);
          return (
            !!chain &&
            !saysBefore(phrase.slice(0, chain.index)) &&
            saysAfter(phrase.slice(chain.index + chain[0].length))
          );
        }),
      ),
  );
}

// The words that say a thing exists: before the chain they are of neither part; right after it, of both.
const saysBefore = (text: string) => /\b(?:existing|current)\s+(?:[\w-]+\s+){0,3}$/.test(text);
const saysAfter = (text: string) =>
  /^\s*(?:\([^()]{0,40}?\b(?:al+re?a?dy|exists?|existing)\b|,?\s*(?:which|that)\s+(?:al+re?a?dy\s+)?exists?\b|,?\s*(?:both\s+)?al+re?a?dy\s+(?:there|exist))/.test(
    text,
  );

const headWord = (text?: string) => (text ?? '').trim().split(/\s+/).at(-1)?.toLowerCase();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Words that say a thing exists, as typed in a hurry.
const EXISTS_WORD = /^(?:al+re?a?dy|ex[is]{1,3}t(?:s|ing|ed)?|exi?s?i?ti?ng|pre-?existing|current)$/i;

/**
 * Whether one of the mention's names is a part of an identifier the request gives, in the place a thing
 * of its kind is named ("vnet-hub" in ".../virtualNetworks/vnet-hub/subnets/snet-pe", "batch" in
 * "arn:aws:ecs:...:cluster/batch"): what the given thing is in, or is, exists already.
 */
function inAGivenId(kind: string, intent: Intent, mention: Mention): boolean {
  const data = EXISTING[kind]?.data ?? '';
  const names = mention.names.filter((n) => !isIdentifier(n)).map((n) => n.toLowerCase());
  if (!names.length) return false;
  const given = intent.phrases.flatMap((p) => [...p.matchAll(IDENTIFIER)].map((m) => m[0]));
  for (const id of given) {
    const parts = id.toLowerCase().split(/[/:]/);
    const at = parts.findIndex((part, i) => {
      if (!names.includes(part) || i === 0) return false;
      // The word before it says what it is ("virtualNetworks", "cluster"); an ARN's service says it when none does.
      const type = singular(snake(id.split(/[/:]/)[i - 1] ?? ''));
      const service = parts[0] === 'arn' ? parts[2] : '';
      return (type.length > 2 && data.includes(type)) || (!!service && data.includes(`_${service}_`));
    });
    if (at < 0) continue;
    // Its own identifier, the given one up to its name (the network of a subnet's id), says where it is.
    const own = id
      .split('/')
      .slice(0, at + 1)
      .join('/');
    const name = mention.names.findIndex((n) => n.toLowerCase() === parts[at]);
    if (id.startsWith('/') && name >= 0 && identifies(kind, own)) mention.names[name] = own;
    return true;
  }
  return false;
}

const snake = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
const singular = (s: string) => s.replace(/ies$/, 'y').replace(/s$/, '');

// Kubernetes objects a manifest refers to by name alone (kinds/k8s/manifests/workloads.ts `existing`): one the
// user has is named, never written again.
const BY_NAME =
  /^k8s\.(?:config_map|secret|namespace|service_account|deployment|stateful_set|daemon_set|priority_class|volume_snapshot_class|persistent_volume_claim|gateway)$/;

// A clause that only says something of the thing before it: ", which already exists", ", that we already have".
const SAID_OF_IT = /^(?:which|that)\b/i;

/** The mention's phrase, with the clause after it when that clause only says something of it. */
function saidOf(intent: Intent, phrase: number): string {
  const next = intent.phrases[phrase + 1];
  return `${intent.phrases[phrase] ?? ''}${next && SAID_OF_IT.test(next) ? `, ${next}` : ''}`;
}

/** The clause after a thing that said it exists (", which already exists") was read: it is no unread words. */
function readAfter(intent: Intent, phrase: number): void {
  // In place: the reading the answer is rendered from holds the same lists.
  for (let i = intent.notRead.length - 1; i >= 0; i--)
    if (intent.notRead[i].phrase === phrase) intent.notRead.splice(i, 1);
  for (let i = intent.unread.length - 1; i >= 0; i--)
    if (intent.unread[i].phrase === phrase) intent.unread.splice(i, 1);
  for (const o of intent.account) if (o.phrase === phrase && o.owner === 'not read') o.owner = 'read';
}

// A word that can only be a name: letters and digits joined by hyphens or underscores or with digits ("kv-ops",
// "evh-core", "events_raw", "logs01"), a domain ("example.org", a hosted zone's name), or a dotted path of names
// ("analytics.events_raw", a BigQuery table in its dataset).
const NAME_WORD =
  /^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+$|^[a-z]+\d+[a-z0-9]*$|^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$|^[a-z][\w-]*(?:\.[a-z][\w-]*)+$/i;

/**
 * The name written right after an existing thing's words ("our existing Event Hubs namespace evh-core"):
 * what refers to it, so it is its name, and the answer does not call it a word it did not read.
 */
function nameAfter(intent: Intent, mention: Mention): void {
  const words = (mention.text ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '[\\s-]+');
  if (!words) return;
  // One short word may stand between, the kind's word shortened ("storage acct stuploads01").
  const after = new RegExp(
    `\\b${words}\\s+(?:(?!(?:for|of|in|on|to|at|by|and|or|the|our|with|from|is|are)\\b)[a-z]{2,5}\\s+)?["'\u201c]?([^\\s,;."'\u201d]+(?:\\.[^\\s,;."'\u201d]+)*)`,
    'i',
  );
  // "The queue already exists" speaks of the queue named where it was first said ("for our queue orders-dlq").
  const definite = new RegExp(`\\b(?:the|that|this)\\s+${words}\\b`, 'i').test(intent.phrases[mention.phrase] ?? '');
  const order = [mention.phrase, ...(definite ? intent.phrases.keys() : [])];
  for (const at of order) {
    const name = after.exec(intent.phrases[at] ?? '')?.[1];
    if (!name || !NAME_WORD.test(name) || intent.mentions.some((m) => m !== mention && m.names.includes(name)))
      continue;
    mention.names.push(name);
    // In place: the reading the answer is rendered from holds the same list.
    for (let i = intent.notRead.length - 1; i >= 0; i--)
      if (intent.notRead[i].text === name || intent.notRead[i].text.endsWith(` ${name}`)) intent.notRead.splice(i, 1);
    for (const o of intent.account)
      if (
        o.phrase === at &&
        (name.includes(o.text) || o.text.endsWith(` ${name}`)) &&
        (o.owner === 'not read' || o.owner === 'catalogue')
      )
        o.owner = 'name';
    return;
  }
}
