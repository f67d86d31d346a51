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
import { stem } from './text';
import { CONCEPTS } from './vocabulary';
import { alternatives, group, wordOf } from './word-list';

// Words for components that a name may follow directly.
export const COMPONENT_WORD = alternatives(`
  service accounts?
  acrs?
  claims?
  cronjobs?
  subscriptions?
  buckets?
  tables?
  queues?
  topics?
  repositor(?:y|ies)
  repos?
  databases?
  keyspaces?
  collections?
  datasets?
  containers?
  secrets?
  streams?
  resource groups?
  log groups?
  vaults?
  registr(?:y|ies)
  zones?
  workspaces?
  vpcs?
  vnets?
  virtual networks?
  networks?
  subnets?
  clusters?
  accounts?
  parameters?
  schemas?
  roles?
  functions?
  projects?
  instances?
  servers?
  plans?
  gateways?
  apps?
  services?
  deployments?
  jobs?
`);

// Words for stores of named things, and for workloads often named by one word ("Deployment ledger",
// "cluster edge"): a plain word after one of these can be its name.
const STORE_WORD = wordOf(
  `
    buckets?
    tables?
    queues?
    topics?
    repositor(?:y|ies)
    databases?
    keyspaces?
    collections?
    datasets?
    deployments?
    claims?
    clusters?
    service accounts?
  `,
  'i',
);

// Identifiers: "acme-logs", "rg_shared", "web-01", "stdata01". Describing compounds are not names.
const IDENTIFIER = /^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+$|^[a-z]{3,}\d+[a-z0-9]*$/i;
// Describing compounds, not names: a describing first word joined by a hyphen or an underscore
// ("multi-az", "read_only"), a tier joined by an underscore ("standard_lrs"), a protocol, disk or
// encoding with its number ("ipv6", "gp3", "sha256") and an amount with its unit ("20gb", "3x").
export const DESCRIBING = new RegExp(
  [
    `^${group(`
      multi
      read
      write
      pay
      on
      dead
      auto
      point
      cross
      non
      single
      geo
      high
      low
      long
      short
      fully
      self
      end
      built
      well
      x
      zone
      cost
      general
      memory
      compute
      storage
      burst
      always
      in
      out
      per
      pre
      post
      re
      sub
      co
      de
      un
      over
      under
      full
      half
      first
      last
      open
      closed
      hot
      cold
      warm
      real
      near
      server
      client
      event
      time
      key
      one
      two
      three
      four
      five
      no
      at
      least
      most
      all
      any
      private
      public
      internal
      external
      standard
      basic
      premium
    `)}[-_]`,
    '^(?:standard|basic|premium)_',
    `^${group(`
      ipv?\\d
      http\\d?
      tls\\d
      gp\\d
      io\\d
      sha\\d+
      utf\\d+
      base\\d+
      md\\d
    `)}$`,
    `\\d+${group(`
      gb
      gib
      mb
      mib
      tb
      ms
      rps
      rpm
      vcpus?
      cpus?
      cores?
      days?
      hours?
      mins?
      minutes?
      seconds?
      x
    `)}$`,
  ].join('|'),
  'i',
);

// Plain words after a store word that are not its name: words of the sentence, descriptions and
// the second word of compounds. The words of the sentence come first: they are never a name, even
// after a kind written as a type ("Deployment api" names it, "Deployment with" does not).
const SENTENCE_WORDS = `
  is
  are
  was
  were
  be
  been
  too
  also
  only
  here
  there
  first
  last
  please
  now
  then
  each
  instead
  itself
  above
  below
  again
  later
  already
  as
  so
  both
  all
  any
  one
  ones
  it
  them
  that
  which
  with
  and
  or
  for
  in
  on
  to
  of
  per
  from
  by
  into
  behind
  where
  using
  plus
  without
  via
  at
`;
const NOT_A_SENTENCE_NAME = new RegExp(`${wordOf(SENTENCE_WORDS).source}|(?:ed|ing|ly)$`, 'i');
const NOT_A_PLAIN_WORD = wordOf(`
  ${SENTENCE_WORDS.trim()}
  policy
  policies
  notifications?
  replicas?
  items?
  triggers?
  subscriptions?
  subscribers?
  lifecycle
  encryption
  versioning
  access
  endpoints?
  rules?
  permissions?
  keys?
  index(?:es)?
  consumers?
  mappings?
  attachments?
  data
  contents?
  objects?
  messages?
  records?
  entries
  rows?
  columns?
  partitions?
  shards?
  capacity
  throughput
  name
  names
  passwords?
  credentials?
  usernames?
  hostnames?
  storage
  size
  class
  type
  mode
  settings?
  configuration
  level
  tier
  sku
  service
  server
  instance
  cluster
  account
  engine
  version
  backups?
  snapshots?
  logs?
  logging
  website
  hosting
  static
  streams?
  ttl
  fifo
  standard
  premium
  basic
  global
  regional
  local
  default
  main
  primary
  secondary
  scan
  query
  queries
  api
  table
  bucket
  queue
  topic
  database
  db
  container
  collection
  namespace
  schema
  server
`);
// And words ending as verbs and adverbs do ("-ed", "-ing", "-ly").
const NOT_A_PLAIN_NAME = new RegExp(`${NOT_A_PLAIN_WORD.source}|(?:ed|ing|ly)$`, 'i');

// States a workload is in ("keep the deployment available"): what is said of it, not its name.
const STATE_WORD = wordOf(
  `
    available
    running
    ready
    healthy
    alive
    online
    offline
    up
    down
    idle
    busy
    active
    inactive
    stable
  `,
  'i',
);

// Words that may follow a store's plain name: the phrase goes on with another part.
const NEXT_PART = 'with|and|in|on|for|that|which|to|behind|where|using|plus|whose|holding|storing|keyed|partitioned';
const GOES_ON = new RegExp(`^\\s*(?:$|[,.;:()]|(?:${NEXT_PART})\\b)`, 'i');
// After a kind written as a type, also with what the thing does ("Deployment worker running busybox");
// not after a lower-case word, which may be the second word of a compound ("the bucket owner paying").
const GOES_ON_TYPED = new RegExp(`^\\s*(?:$|[,.;:()]|(?:${NEXT_PART}|[a-z]{2,}ing)\\b)`, 'i');

// Vocabulary phrases of two words or more by their first word: "container" -> "registry", "app", ...
const COMPOUND_TAILS = new Map<string, Set<string>>();
for (const words of CONCEPTS.flatMap((c) => c.phrases).map((p) => p.split(' ').map(stem)))
  if (words.length > 1) COMPOUND_TAILS.set(words[0], (COMPOUND_TAILS.get(words[0]) ?? new Set()).add(words[1]));

// Words of the vocabulary's phrases, spelt as one identifier: "sagemaker_notebook", "key-vault".
const PHRASES = new Set(CONCEPTS.flatMap((c) => c.phrases).map((p) => p.toLowerCase()));
const PROVIDER = /^(?:aws|amazon|azurerm|azure|google|gcp|kubernetes|k8s)[-_]/;

/**
 * Whether an identifier spells a kind ("aws_sagemaker_notebook", "blob-storage") rather than a name,
 * or a generation of one ("StorageV2": the account's kind, never its name).
 */
const saysKind = (lower: string): boolean =>
  PROVIDER.test(lower) || PHRASES.has(lower.replace(/[-_]+/g, ' ')) || stem(lower) !== lower;

const COMPONENT = new RegExp(`^(?:${COMPONENT_WORD})$`, 'i');

// A full stop may end the sentence after the name ("a bucket acme-media. A queue ..."); a dot before
// more of the word makes it a domain or a version ("acme.com", "v1.2"), never a name.
const CANDIDATE = new RegExp(`\\b(${COMPONENT_WORD})\\s+([A-Za-z][\\w-]*)(?![\\w\\u00a7:/@-]|\\.[\\w\\u00a7])`, 'gi');

// An identifier right before a component word names it ("an orders-db database", "the web-01
// instance"), unless it describes it ("an arm64-based function", "a read-only replica").
const BEFORE = new RegExp(`(^|[\\s(,;])([A-Za-z][\\w-]*)(?=\\s+(?:${COMPONENT_WORD})\\b)`, 'gi');
export const DESCRIBING_AROUND = new RegExp(
  [
    `^${group(`
      front
      back
      e
      mission
      business
      next
      off
      user
      customer
      client
      event
      data
      read
      write
      cloud
    `)}[-_]`,
    `[-_]${group(`
      based
      only
      enabled
      backed
      managed
      facing
      wide
      level
      tier
      side
      ready
      native
      optimi[sz]ed
      aware
      driven
      powered
      compatible
      friendly
      free
      safe
      proof
      capable
      style
      like
      type
      critical
      end
      commerce
      gen
      prem
      term
      heavy
      intensive
      latency
      available
      redundant
      replicated
      encrypted
      tenant
      purpose
      scale
      grade
      time
      region
      zone
      az
    `)}$`,
  ].join('|'),
  'i',
);

/**
 * Replaces unquoted names after component words with placeholders made by `mark`. A word a setting
 * reads (`taken`: "tls from secret shop-tls", "in namespace team-c") stays for the setting.
 */
export function markBareNames(
  text: string,
  mark: (name: string) => string,
  taken: (start: number, end: number) => boolean = () => false,
): string {
  // Names before component words first, remembering each edit so later offsets map back to `text`.
  const edits: { at: number; delta: number }[] = [];
  let shift = 0;
  const before = text.replace(BEFORE, (whole, lead: string, name: string, at: number) => {
    const lower = name.toLowerCase();
    const start = at + lead.length;
    if (!IDENTIFIER.test(name) || DESCRIBING.test(name) || DESCRIBING_AROUND.test(name) || saysKind(lower))
      return whole;
    if (taken(start, start + name.length) || readRegions(lower).regions.length || readRegions(lower).zones.length)
      return whole;
    const marked = `${lead}${mark(name)}`;
    shift += marked.length - whole.length;
    edits.push({ at: at + whole.length + shift, delta: shift });
    return marked;
  });
  const original = (at: number) => at - ([...edits].reverse().find((e) => e.at <= at)?.delta ?? 0);
  return before.replace(CANDIDATE, (whole, word: string, name: string, at: number, all: string) => {
    const lower = name.toLowerCase();
    const end = original(at + whole.length);
    if (taken(end - name.length, end)) return whole;
    if (readRegions(lower).regions.length || readRegions(lower).zones.length) return whole;
    const identifier = IDENTIFIER.test(name) && !DESCRIBING.test(name);
    // A kind written as a type, capitalised ("Deployment api", "Cluster edge"), is named by the
    // lower-case word after it as kubectl names things: any word but one of the sentence.
    // A type is written singular; a word for a kind after a product's name is its head ("Keyspaces table").
    const typed = /^[A-Z][a-z]+[^s]$/.test(word) && /^[a-z]{2,}$/.test(name) && !COMPONENT.test(lower);
    const plain =
      !identifier &&
      STORE_WORD.test(word) &&
      /^[a-z]{3,}$/i.test(name) &&
      !(typed ? NOT_A_SENTENCE_NAME : NOT_A_PLAIN_NAME).test(name) &&
      !STATE_WORD.test(name) &&
      !statesAFlag(lower) &&
      !COMPOUND_TAILS.get(stem(word.toLowerCase()))?.has(stem(lower)) &&
      (typed ? GOES_ON_TYPED : GOES_ON).test(all.slice(at + whole.length));
    if (!identifier && !plain) return whole;
    return `${word} ${mark(name)} `;
  });
}
