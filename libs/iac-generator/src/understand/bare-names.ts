/**
 * Names written without quotes right after the word for a component: "bucket acme-logs",
 * "the resource group rg-shared", "table customers with ...". Each becomes a name placeholder
 * before anything is read, so its words ("logs" of "acme-logs", "customers") are never read as
 * components of their own.
 *
 * Two shapes are names: an identifier (words joined by hyphens or underscores, or letters then
 * digits such as "stdata01") after any component word, and a single plain word after a word for
 * a store of named things (a table, a bucket, a queue ...) when the phrase goes on right after it
 * ("table customers with a stream", "queue jobs, and ..."), so a compound ("bucket policy",
 * "container registry") or a description ("table encrypted with KMS") is left alone.
 */
import { readRegions } from '../model/regions';
import { statesAFlag } from './attributes';
import { aspectFamilies } from './aspect-heads';
import { CONTENT_NAMES } from './children-names';
import { shortens } from './shortened-words';
import { stem } from './text';
import { CHAT_ASIDES } from './words';
import { CONCEPTS } from './vocabulary';
import { KIND_TITLES } from '../vocabulary/constraints.generated';
import { COMPONENT_WORD, KIND_AS_RUNNING_NAME, RUNS_WORD, STORE_WORD } from './bare-name-words';
import { DESCRIBING, DESCRIBING_AROUND, IDENTIFIER } from './name-shapes';
import { NOT_A_PLAIN_NAME, NOT_A_PLAIN_WORD, NOT_A_SENTENCE_NAME, STATE_WORD } from './not-name-words';

// Kubernetes kinds written as a type, capitalised, that a plain word after names as kubectl names things
// ("a Role deployer that can ...", "Secret creds with ..."); written in lower case they stay words.
const TYPED_OBJECT = /^(?:Role|ClusterRole|Secret|Job|Ingress|Pod)$/;

// Words that may follow a store's plain name: the phrase goes on with another part.
const NEXT_PART =
  'with|and|in|on|for|that|which|to|behind|where|using|plus|whose|holding|storing|keyed|partitioned|sharded';
// A list joined by "+" or "&" goes on too ("subs billing + audit").
const GOES_ON = new RegExp(`^\\s*(?:$|[,.;:()+&]|(?:${NEXT_PART})\\b)`, 'i');
// After a kind written as a type, also with what the thing does ("Deployment worker running busybox");
// not after a lower-case word, which may be the second word of a compound ("the bucket owner paying").
const GOES_ON_TYPED = new RegExp(`^\\s*(?:$|[,.;:()]|(?:${NEXT_PART}|[a-z]{2,}ing)\\b)`, 'i');

// Vocabulary phrases of two words or more by their first word: "container" -> "registry", "app", ...
const COMPOUND_TAILS = new Map<string, Set<string>>();
for (const words of CONCEPTS.flatMap((c) => c.phrases).map((p) => p.split(' ').map(stem)))
  if (words.length > 1) COMPOUND_TAILS.set(words[0], (COMPOUND_TAILS.get(words[0]) ?? new Set()).add(words[1]));

// Words of the vocabulary's phrases, spelt as one identifier: "sagemaker_notebook", "key-vault".
const PHRASES = new Set(CONCEPTS.flatMap((c) => c.phrases).map((p) => p.toLowerCase()));
// A resource type spelt with the provider's prefix as Terraform spells types ("aws_sagemaker_notebook").
const PROVIDER_TYPE = /^(?:aws|amazon|azurerm|azure|google|gcp|kubernetes|k8s)_/;
const PROVIDER = /^(?:aws|amazon|azurerm|azure|google|gcp|kubernetes|k8s)[-_]/;

/**
 * Whether an identifier spells a kind ("aws_sagemaker_notebook", "blob-storage", "aws-s3-bucket")
 * rather than a name, or a generation of one ("StorageV2": the account's kind, never its name). A
 * hyphenated name that only starts with a provider ("aws-load-balancer-controller", the name of a
 * service account or a chart) is a name: its words after the provider spell no phrase of a kind.
 */
const saysKind = (lower: string): boolean =>
  PROVIDER_TYPE.test(lower) ||
  PHRASES.has(lower.replace(/[-_]+/g, ' ')) ||
  (PROVIDER.test(lower) && PHRASES.has(lower.replace(PROVIDER, '').replace(/[-_]+/g, ' '))) ||
  // A generation ("StorageV2") reads as its kind; a plural ending ("media-uploads") is part of a name.
  (stem(lower) !== lower && !lower.endsWith('s'));

const COMPONENT = new RegExp(`^(?:${COMPONENT_WORD})$`, 'i');

// A full stop or a colon may end the sentence after the name ("a bucket acme-media. A queue ...",
// "bucket logs-eu: ..."); a dot or a colon before more of the word makes it a domain, a version or
// an image ("acme.com", "v1.2", "redis:7"), never a name.
// The last word of a kind's title ("Cognito user pool", "OpenSearch domain", "EFS file system"): an
// identifier after it names the thing as after a component word, never a plain word. Words of settings
// and parts ("type", "version", "record") are left out: what follows them is a value, not a name.
const NOT_A_TITLE_HEAD = new Set(
  `type version log logging streaming access check url set http limit control controls block model space payment
  versioning website object source destination target item lock intent mapping association attachment
  permission configuration rules inventory notification alias record address member binding schedule acl msk
  plugin device client proxy pair door nat router listener ui`.split(/\s+/),
);
const TITLE_LAST_WORDS = [
  ...new Set(
    Object.values(KIND_TITLES).map(
      (t) =>
        t
          .replace(/\s*\(.*$/, '')
          .split(' ')
          .at(-1)
          ?.toLowerCase() ?? '',
    ),
  ),
].filter((w) => /^[a-z]{2,}$/.test(w) && !NOT_A_TITLE_HEAD.has(w));
const TITLE_HEADS = TITLE_LAST_WORDS.filter((w) => !COMPONENT.test(w));
// A word of four letters or more, then an identifier: the word may be a title's last word written short.
// Only an identifier's shape follows (IDENTIFIER decides), so a plain word after it is read again as a head.
const SHORT_HEAD =
  /\b([A-Za-z]{4,})(\s+)((?:[A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+)+|[A-Za-z]{3,}\d+[A-Za-z0-9]*))(?![\w\u00a7/@-]|:\S|\.[\w\u00a7])/g;
const TITLE_HEAD = new RegExp(`^(?:${TITLE_HEADS.join('|')})$`, 'i');

// Between a component word and an identifier naming it may stand a label of the name ("dataset id
// weblogs_raw", "function name pdf-thumbs") or a short bracket of what sort it is ("function (2nd gen)
// pdf-thumbs"): both stay in the text, read where settings are.
const WITH_LABEL =
  /(\bwith\s+(?:the\s+|an?\s+)?(?:id|name|identifier)\s+)([A-Za-z][\w-]*)(?![\w\u00a7/@-]|:\S|\.[\w\u00a7])/gi;
const REPOSITORY_PATH =
  /(\b(?:repositor(?:y|ies)|repos?)\s+)([a-z][\w.-]*(?:\/[a-z][\w.-]*)+)(?![\w\u00a7/@:-]|\.[\w\u00a7])/gi;
const LABELLED = /^\s+(?:id|name|identifier)\s+$|^\s*\([^()]{1,24}\)\s+$/i;
const CANDIDATE = new RegExp(
  `\\b(${COMPONENT_WORD}|${TITLE_HEADS.join('|')})(\\s+(?:is\\s+|(?:id|name|identifier)\\s+|\\([^()]{1,24}\\)\\s+)?)([A-Za-z][\\w-]*)(?![\\w\\u00a7/@-]|:\\S|\\.[\\w\\u00a7])`,
  'gi',
);

// An identifier right before a component word names it ("an orders-db database", "the web-01
// instance"), unless it describes it ("an arm64-based function", "a read-only replica").
const BEFORE = new RegExp(`(^|[\\s(,;])([A-Za-z][\\w-]*)(?=\\s+(?:${COMPONENT_WORD})\\b)`, 'gi');
// A kind written as a type of several capitalised words, as splitCamelWords leaves "StatefulSet"
// ("Stateful Set"), then a lower-case word: its name, as kubectl names things ("StatefulSet db").
// Only Kubernetes kinds are written so (k8s.stateful_set: "stateful set"); "Function App" is no type.
const KUBERNETES_TYPES = new Set(
  CONCEPTS.flatMap((c) => (c.k8s?.startsWith('k8s.') ? [c.k8s.slice(4).replace(/_/g, ' ')] : [])),
);
const TYPED_RUN = /\b([A-Z][a-z]+(?: [A-Z][a-z]+)+)[ \t]+([a-z][\w-]*)(?![\w\u00a7:/@-]|\.[\w\u00a7])/g;

// A store's word, then one word alone in brackets: "a Kinesis data stream (clickstream)", "a topic (order-events)",
// or first in a bracket of its settings ("the registry too (corvusacr, Premium)"), "too" or "also" between.
const BRACKETED = new RegExp(
  `\\b(${STORE_WORD.source.replace(/^\^|\$$/g, '')})((?:\\s+(?:too|also))?\\s*\\(\\s*)([A-Za-z][\\w-]*)\\s*(?=[),])`,
  'gi',
);

// Words said of a thing in brackets, never its name: "(optional)", "(recommended)", "(new)".
const ASIDE_IN_BRACKETS =
  /^(?:optional|required|recommended|default|new|existing|shared|temporary|example|sample|maybe|later|again|too|also|etc)$/i;

/**
 * Whether a word alone in brackets after a store's word is its name: an identifier, or a plain
 * lower-case word that says nothing of the store ("(optional)", "(private)", "(Standard)" do).
 */
function bracketedName(name: string): boolean {
  const lower = name.toLowerCase();
  if (readRegions(lower).regions.length || readRegions(lower).zones.length || saysKind(lower)) return false;
  if (IDENTIFIER.test(name)) return !DESCRIBING.test(name) && !DESCRIBING_AROUND.test(name);
  return (
    /^[a-z]{3,}$/.test(name) &&
    !ASIDE_IN_BRACKETS.test(name) &&
    !NOT_A_PLAIN_NAME.test(name) &&
    !STATE_WORD.test(name) &&
    !statesAFlag(lower) &&
    !CHAT_ASIDES.test(lower) &&
    !COMPONENT.test(lower) &&
    !aspectFamilies(stem(lower))
  );
}

/**
 * Replaces unquoted names after component words with placeholders made by `mark`. A word a setting
 * reads (`taken`: "tls from secret shop-tls", "in namespace team-c") stays for the setting.
 */
export function markBareNames(
  text: string,
  mark: (name: string) => string,
  taken: (start: number, end: number) => boolean = () => false,
): string {
  // A name alone in brackets right after a store's word first ("a Kinesis stream (clickstream)").
  const zero = trackEdits();
  const bracketed = text.replace(BRACKETED, (whole, word: string, open: string, name: string, at: number) => {
    const start = at + word.length + open.length;
    if (taken(start, start + name.length) || !bracketedName(name)) return whole;
    return zero.edit(whole, `${word}${open}${mark(name)}`, at);
  });
  // An identifier given as a thing's id or name after "with" ("a dataset with id weblogs_raw", "a vault with the
  // name kv-ops-01"): the words before it say whose (names.ts reads "with", "id" and "name" between a thing and its name).
  const labelled = trackEdits();
  const named = bracketed.replace(WITH_LABEL, (whole, lead: string, name: string, at: number) => {
    const start = zero.original(at + lead.length);
    const lower = name.toLowerCase();
    if (!IDENTIFIER.test(name) || DESCRIBING.test(name) || saysKind(lower) || taken(start, start + name.length))
      return whole;
    return labelled.edit(whole, `${lead}${mark(name)}`, at);
  });
  // A repository's name with its namespace ("ECR repository payments/settlement-worker", "repo acme/infra"):
  // a path after a repository's word is its name, never a value of its own.
  const pathed = trackEdits();
  const repos = named.replace(REPOSITORY_PATH, (whole, lead: string, name: string, at: number) => {
    const start = zero.original(labelled.original(at + lead.length));
    if (taken(start, start + name.length)) return whole;
    return pathed.edit(whole, `${lead}${mark(name)}`, at);
  });
  // Names before component words, remembering each edit so later offsets map back to `text`.
  const first = trackEdits();
  const before = repos.replace(BEFORE, (whole, lead: string, name: string, at: number) => {
    const lower = name.toLowerCase();
    const start = zero.original(labelled.original(pathed.original(at + lead.length)));
    if (!IDENTIFIER.test(name) || DESCRIBING.test(name) || DESCRIBING_AROUND.test(name) || saysKind(lower))
      return whole;
    if (taken(start, start + name.length) || readRegions(lower).regions.length || readRegions(lower).zones.length)
      return whole;
    return first.edit(whole, `${lead}${mark(name)}`, at);
  });
  // Then names after a kind written as a type of several words ("StatefulSet db", "Cron Job nightly").
  const second = trackEdits();
  const afterTypes = before.replace(TYPED_RUN, (whole, words: string, name: string, at: number, all: string) => {
    const end = zero.original(labelled.original(pathed.original(first.original(at + whole.length))));
    // The kind is the run's last words ("Deploy Stateful Set db": "Stateful Set").
    const run = words
      .split(' ')
      .map((_, k, all) => all.slice(k).join(' '))
      .find((tail) => KUBERNETES_TYPES.has(tail.toLowerCase()));
    if (!run || taken(end - name.length, end)) return whole;
    const identifier = IDENTIFIER.test(name) && !DESCRIBING.test(name);
    const plain =
      /^[a-z]{2,}$/.test(name) &&
      !NOT_A_SENTENCE_NAME.test(name) &&
      !STATE_WORD.test(name) &&
      !statesAFlag(name) &&
      !COMPOUND_TAILS.get(stem(run.toLowerCase().split(' ').at(-1) ?? ''))?.has(stem(name)) &&
      GOES_ON_TYPED.test(all.slice(at + whole.length));
    if (!identifier && !plain) return whole;
    return second.edit(whole, `${words} ${mark(name)} `, at);
  });
  // Then identifiers after a title's last word written short ("storage acct stlogs01", "repo" of "repository").
  const third = trackEdits();
  const afterShort = afterTypes.replace(SHORT_HEAD, (whole, word: string, gap: string, name: string, at: number) => {
    const end = zero.original(labelled.original(pathed.original(first.original(second.original(at + whole.length)))));
    const lower = word.toLowerCase();
    if (COMPONENT.test(lower) || TITLE_HEAD.test(lower) || !TITLE_LAST_WORDS.some((h) => shortens(lower, h)))
      return whole;
    if (!IDENTIFIER.test(name) || DESCRIBING.test(name) || saysKind(name.toLowerCase())) return whole;
    if (taken(end - name.length, end) || readRegions(name.toLowerCase()).regions.length) return whole;
    return third.edit(whole, `${word}${gap}${mark(name)}`, at);
  });
  const original = (at: number) =>
    zero.original(labelled.original(pathed.original(first.original(second.original(third.original(at))))));
  // A word a compound declines as a name may itself be the component word a name follows
  // ("container registry acmeimages": "registry" is no name of the container, it is named), so
  // the search goes on from the declined word.
  const all = afterShort;
  const re = new RegExp(CANDIDATE.source, CANDIDATE.flags);
  let out = '';
  let done = 0;
  for (let m = re.exec(all); m; m = re.exec(all)) {
    const [whole, word, gap, name] = m;
    const marked = nameAfter(whole, word, name, m.index, false, gap);
    if (marked === undefined) {
      re.lastIndex = m.index + whole.length - name.length;
      continue;
    }
    out += all.slice(done, m.index) + marked;
    done = m.index + whole.length;
    // After a plural word, the names listed on ("queues orders and refunds", "subs billing + shipping").
    if (!PLURAL.test(word)) continue;
    for (let item = LIST_ITEM.exec(all.slice(done)); item; item = LIST_ITEM.exec(all.slice(done))) {
      const [sep, joint, next] = item;
      const more = nameAfter(sep, word, next, done, true);
      if (more === undefined) break;
      out += joint + more.slice(word.length + 1).trimEnd();
      done += sep.length;
    }
    re.lastIndex = done;
  }
  return out + all.slice(done);

  /** The component word with its name marked, or undefined when the word after it is no name. */
  function nameAfter(
    whole: string,
    word: string,
    name: string,
    at: number,
    listed = false,
    gap = ' ',
  ): string | undefined {
    const lower = name.toLowerCase();
    // After a label or a bracket only an identifier names the thing; the label and the bracket are kept.
    if (LABELLED.test(gap)) {
      const identifier = IDENTIFIER.test(name) && !DESCRIBING.test(name) && !saysKind(lower);
      const end = original(at + whole.length);
      if (!identifier || taken(end - name.length, end) || readRegions(lower).regions.length) return undefined;
      return `${word}${gap}${mark(name)} `;
    }
    const end = original(at + whole.length);
    if (taken(end - name.length, end)) return undefined;
    if (readRegions(lower).regions.length || readRegions(lower).zones.length) return undefined;
    const identifier = IDENTIFIER.test(name) && !DESCRIBING.test(name);
    // "the resource group is rg-shared": only an identifier, after a word for a place things are put in, is
    // named so; "the bucket is private" says what it is, "the public key is ssh-ed25519 ..." gives a value.
    if (/\sis\s/.test(whole) && (!identifier || !NAMED_BY_IS.test(word))) return undefined;
    // After a title's last word only an identifier that spells no kind names it ("user pool web-users").
    if (!COMPONENT.test(word) && TITLE_HEAD.test(word))
      return identifier && !DESCRIBING_AROUND.test(name) && !saysKind(lower) ? `${word} ${mark(name)} ` : undefined;
    // A kind written as a type, capitalised ("Deployment api", "Cluster edge"), is named by the
    // lower-case word after it as kubectl names things: any word but one of the sentence.
    // A type is written singular; a word for a kind after a product's name is its head ("Keyspaces table").
    const typed = /^[A-Z][a-z]+[^s]$/.test(word) && /^[a-z]{2,}$/.test(name) && !COMPONENT.test(lower);
    const rest = all.slice(at + whole.length);
    // "service api behind ...", "deployment db with ...": a word for a kind named as a running thing.
    const kindAsName = RUNS_WORD.test(word) && KIND_AS_RUNNING_NAME.test(lower) && GOES_ON_TYPED.test(rest);
    const plain =
      !identifier &&
      !kindAsName &&
      (STORE_WORD.test(word) || (typed && TYPED_OBJECT.test(word))) &&
      /^[a-z]{3,}$/i.test(name) &&
      (!(typed ? NOT_A_SENTENCE_NAME : NOT_A_PLAIN_NAME).test(name) ||
        ingName(word, name, rest) ||
        // A word in "-ing" in a list of names after a plural is a name ("subs pricing + ranking").
        ((listed || (PLURAL.test(word) && LIST_ITEM.test(rest))) && !NOT_A_PLAIN_WORD.test(name))) &&
      !STATE_WORD.test(name) &&
      !statesAFlag(lower) &&
      !CHAT_ASIDES.test(lower) &&
      // "queue length", "container limits": a word naming an aspect of the thing is never its name.
      (!aspectFamilies(stem(lower)) || CONTENT_NAMES.test(lower)) &&
      !COMPOUND_TAILS.get(stem(word.toLowerCase()))?.has(stem(lower)) &&
      // The word again ("registry registries" of a type's words) names nothing.
      stem(lower) !== stem(word.toLowerCase()) &&
      // After a running thing's word, a word for a kind is the head of a longer product name
      // ("recovery services vault backing up ...", "app service plan"), never its name.
      !(RUNS_WORD.test(word) && COMPONENT.test(lower)) &&
      (typed || RUNS_WORD.test(word) ? GOES_ON_TYPED : GOES_ON).test(rest);
    // A network's word, a plain word and its address range: "one subnet apps 10.20.0.0/20" names the subnet.
    const ranged =
      !identifier &&
      NETWORK_WORD.test(word) &&
      /^[a-z]{3,}$/i.test(name) &&
      !NOT_A_PLAIN_NAME.test(name) &&
      !STATE_WORD.test(name) &&
      !statesAFlag(lower) &&
      ADDRESS_RANGE_NEXT.test(rest);
    if (!identifier && !plain && !ranged && !kindAsName) return undefined;
    return `${word} ${mark(name)} `;
  }
}

// Words for places things are put in, whose name may follow "is" ("the resource group is rg-shared").
const NAMED_BY_IS =
  /^(?:resource groups?|rgs?|groups?|vaults?|namespaces?|workspaces?|vnets?|virtual networks?|networks?|subnets?|clusters?|accounts?|servers?|buckets?|zones?|registr(?:y|ies)|projects?|vpcs?)$/i;

// A plural word for things, and one more name of a list after a name: ", b", " and b", " + b", " & b".
const PLURAL = /^(?:[a-z]+s|subs)$/i;
const LIST_ITEM = /^(\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*[+&]\s*))([A-Za-z][\w-]*)/;

// The words of a network that holds an address range, and a range said right after its name.
const NETWORK_WORD = /^(?:subnets?|subnetworks?|vpcs?|vnets?|(?:virtual\s+)?networks?)$/i;
const ADDRESS_RANGE_NEXT = /^\s*[(:]?\s*(?:\d{1,3}\.){3}\d{1,3}\/\d{1,2}\b/;

// What may follow a running thing's name in "-ing" ("service billing, ...", "service shipping with
// 2 tasks"): the phrase ends or goes on with another part; never a place or a port, as after a
// verb ("service listening on 8080", "service running in ...").
const ENDS_AFTER_ING = /^\s*(?:$|[,.;:()]|(?:with|and|that|which|behind|plus|whose)\b)/i;

/**
 * Whether a word in "-ing" after a word for a running thing is its name ("Cloud Run service
 * billing", "ECS service shipping, ..."): a noun in "-ing" names a service as often as any word, and
 * no verb of the sentence stands alone before the phrase ends.
 */
function ingName(word: string, name: string, rest: string): boolean {
  return (
    RUNS_WORD.test(word) &&
    /ing$/i.test(name) &&
    !NOT_A_PLAIN_WORD.test(name) &&
    !STATE_WORD.test(name) &&
    ENDS_AFTER_ING.test(rest)
  );
}

/**
 * The edits of one replacing pass over a text, so an offset in its output maps back to its input:
 * `edit` records a replacement of `whole` at `at` (an offset in the input) and returns it.
 */
function trackEdits() {
  const edits: { at: number; delta: number }[] = [];
  let shift = 0;
  return {
    edit(whole: string, replacement: string, at: number): string {
      shift += replacement.length - whole.length;
      edits.push({ at: at + whole.length + shift, delta: shift });
      return replacement;
    },
    original: (at: number) => at - ([...edits].reverse().find((e) => e.at <= at)?.delta ?? 0),
  };
}
