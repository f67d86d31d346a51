/**
 * Whether words the reading took nothing from are carried all the same by what was written (issue
 * 24, class 4): "not publicly accessible" where the database's writer read its public flag and wrote
 * `publicly_accessible = false`, "RBAC" beside `rbac_authorization_enabled = true`, "scan on push"
 * beside `ScanOnPush: true`. A "not read" line for such words would send the user looking for what
 * is there, so it is said only when nothing written carries them. Evidence, in order:
 * - a yes/no property the words say (understand/attributes.ts) that a writer read of a written
 *   component and holds as said (said off, it must be off);
 * - a setting of the same phrase a writer honoured whose words hold these words;
 * - every content word is a word of an attribute, block or type the files write (split from its
 *   camelCase or snake_case spelling, an acronym of its words: "HA", "VM"), a word of a one-word
 *   value ("IMMUTABLE", "acme-thumbnails"), or, with digits, a value written as is ("500m").
 * A flag said one way while the component holds the other is never carried: the files contradict it.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { type Component, emptyAttrs, type Flag, type Setting } from '../model/types';
import { type Planner } from '../plan/planner';
import { attrsOf, honoured, type Reads } from '../plan/track-reads';
import { type RenderOutput } from '../render/types';
import { FLAG_PATTERNS, readAttributes } from '../understand/attributes';
import { heldByFiles } from './held';

/** What was written, with what the writers read to write it. */
export interface Written {
  plan: Planner;
  out: RenderOutput;
  reads: Reads;
  /** The words of a requirement phrase, as read. */
  phraseText?: (phrase: number) => string | undefined;
  /** The reading's spelling corrections, "written -> read" ("publically -> publicly"). */
  corrections?: readonly string[];
}

// Words that carry no meaning of their own in a setting's words: joining words, and the words that
// only say a property is on or off (the property's own words say what it is).
const FUNCTION_WORDS = new Set(
  (
    'a an the of on off in at to for from with without and or not no nor be is are was it its our my we us ' +
    'this that these those there their them they enabled enable disabled disable turned turn set use using uses ' +
    'please all each every any some only also should must can will would need needs want like just so very ' +
    'true false yes on by as into per'
  ).split(' '),
);

// British and American spellings are one word ("authorisation", "authorization").
const NUMBER_WORDS = new Set('one two three four five six seven eight nine ten twelve twenty hundred'.split(' '));
// Verbs that ask for what follows ("add regional VNet integration"): they modify nothing of it.
const ASKING = new Set(
  'add adds create configure include attach give make put provision deploy write wire hook connect'.split(' '),
);
// More words than a setting is ever stated in ("daily backups at 02:00 with binlog on").
const MAX_SETTING_WORDS = 8;
const TIES = new Set(['it', 'them', 'to', 'of', 'the', 'a', 'an', 'its', 'their', 'this', 'that']);

const stem = (w: string) =>
  w
    .toLowerCase()
    .replace(/is(ation|e|ed|ing)$/, 'iz$1')
    .replace(/ies$/, 'y')
    .replace(/(?<=[a-z]{3})(?:ing|es|s)$/, '');

/** The words of an identifier: "PointInTimeRecoveryEnabled" -> point in time recovery enabled. */
const partsOf = (id: string) =>
  id
    // A version run into a word is a word of its own: "serverlessv2" says serverless and v2.
    .replace(/([a-z]{3,})(v\d+)(?![a-z])/gi, '$1 $2')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((p) => p.toLowerCase());

interface FileWords {
  /** Stems of every word of an attribute, block, type or one-word value written, with that identifier. */
  words: Map<string, string>;
  /** Acronyms of consecutive words of one identifier ("highAvailability" -> ha), with it. */
  acronyms: Map<string, string>;
  /** Consecutive words of one identifier joined by hyphens ("PointInTimeRecovery" -> point-in-time), with it. */
  runs: Map<string, string>;
  /** The words of each identifier, in order, for a word made of their beginnings ("binlog"). */
  parts: { id: string; parts: string[] }[];
  /** Identifiers written only as values ("Premium_LRS"), never as a key or a type. */
  valuesOnly: Set<string>;
  /** The files without comments, for values looked for as written. */
  text: string;
}

const cache = new Map<string, FileWords>();
const first = (m: Map<string, string>, k: string, v: string) => void (m.has(k) || m.set(k, v));

/**
 * The text of the Terraform blocks `addresses` name ("azurerm_data_factory.main"), so a word is
 * looked for in what its own resources write, not in a neighbour's; the whole files when one of them
 * is not a block found (other formats, or a name the files spell otherwise).
 */
function scopeOf(out: RenderOutput, addresses: readonly string[]): string {
  const all = out.files.map((f) => f.content).join('\n');
  const blocks: string[] = [];
  for (const address of addresses) {
    const [type, name] = address.replace(/^data\./, '').split('.');
    const at = new RegExp(`^(?:resource|data)\\s+"${type}"\\s+"${name}"\\s*\\{`, 'm').exec(all);
    if (!type || !name || !at) return all;
    let depth = 0;
    let end = at.index;
    for (let i = at.index; i < all.length; i++) {
      if (all[i] === '{') depth++;
      else if (all[i] === '}' && --depth === 0) {
        end = i + 1;
        break;
      }
    }
    blocks.push(all.slice(at.index, end));
  }
  return blocks.length ? blocks.join('\n') : all;
}

/** The identifiers `source` writes, in every format: keys, blocks, types and one-word values. */
function fileWords(source: string): FileWords {
  const had = cache.get(source);
  if (had) return had;
  if (cache.size > 16) cache.clear();
  const text = source.replace(/^\s*(?:#|\/\/).*$/gm, '');
  const ids = [
    // Types first, so a word is said with the type that carries it: Terraform resource and data types, CloudFormation, ARM and Bicep types.
    ...[...text.matchAll(/\b(?:resource|data)\s+"(\w+)"/g)].map((m) => m[1]),
    ...[...text.matchAll(/\b([A-Z][A-Za-z0-9]+::[A-Za-z0-9]+::[A-Za-z0-9:]+)/g)].map((m) => m[1]),
    ...[...text.matchAll(/\b(Microsoft\.[A-Za-z]+\/[A-Za-z/]+)/g)].map((m) => m[1]),
    // Keys of HCL, YAML, JSON and Bicep objects, and HCL blocks ("os_disk {").
    // A quoted key may hold dots ("requests.cpu" of a quota's hard limits).
    ...[...text.matchAll(/(?:^|[\s{,(])["']?([A-Za-z_][\w.-]*)["']?\s*(?:[:=](?!=)|\{)/gm)].map((m) => m[1]),
  ];
  // A value that is one word: an identifier's words count ("IMMUTABLE", "SystemAssigned", a kind); a
  // lower-case name or code ("e2-standard-4", "acme-thumbnails") only as written whole, never its
  // pieces ("standard" of a machine type says nothing of a Standard cluster).
  const values = [
    ...text.matchAll(/(?:[:=]|^\s*-|[[,])\s*["']?([A-Za-z][\w.-]*(?:\/[A-Za-z][\w.-]*)*)["']?\s*(?=[,;\]}]|$)/gm),
  ].map((m) => m[1]);
  const words = new Map<string, string>();
  const acronyms = new Map<string, string>();
  const runs = new Map<string, string>();
  const parts: { id: string; parts: string[] }[] = [];
  // Identifiers that are only values, never a key or a type: a setting's words are not said by them.
  const keysAndTypes = new Set(ids);
  const valuesOnly = new Set<string>();
  // A child's name is its parent's and its own ("vnet-core/snet-app"): each is a name written whole.
  for (const v of values.flatMap((x) => x.split('/'))) {
    if (v && !keysAndTypes.has(v)) valuesOnly.add(v);
    if (/^[a-z][a-z0-9]*(?:[-.][a-z0-9]+)+$/.test(v)) first(words, v.toLowerCase(), v);
    else if (v) ids.push(v);
  }
  for (const id of ids) {
    // A reference ("var.project_id", "azurerm_key_vault.main.id") names a value held elsewhere.
    if (/^(?:var|local|data|module|each|count|self|path)\.|^\w*_\w*\.\w/.test(id)) continue;
    const idParts = partsOf(id);
    if (idParts.length > 1) parts.push({ id, parts: idParts });
    for (const p of idParts) first(words, stem(p), id);
    // A name as written is also a word of its own ("snet-app").
    if (/^[A-Za-z][\w.-]*$/.test(id)) first(words, id.toLowerCase(), id);
    for (let i = 0; i < idParts.length; i++)
      for (let j = i + 2; j <= Math.min(idParts.length, i + 5); j++) {
        first(runs, idParts.slice(i, j).join('-'), id);
        if (j <= i + 4)
          first(
            acronyms,
            idParts
              .slice(i, j)
              .map((p) => p[0])
              .join(''),
            id,
          );
      }
  }
  const found = { words, acronyms, runs, parts, valuesOnly, text };
  cache.set(source, found);
  return found;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether two words differ by one letter added, dropped, changed, or two neighbours swapped. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const rest = (x: string, y: string) => x.slice(i + 1) === y.slice(i + 1);
  if (a.length === b.length)
    return rest(a, b) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** A joining or on/off word, also mistyped by one letter ("enabeld"). */
const functionWord = (x: string) =>
  FUNCTION_WORDS.has(x) || (x.length >= 6 && [...FUNCTION_WORDS].some((f) => f.length >= 6 && oneEditApart(x, f)));

// Names of one thing that identifiers spell otherwise: Entra ID was Azure AD; a VNet is a virtual network.
const ALSO_CALLED: Record<string, string[]> = {
  entra: ['ad', 'aad', 'azure-ad', 'active-directory'],
  vnet: ['virtual-network'],
  vnets: ['virtual-network'],
  k8s: ['kubernetes'],
};

/**
 * The identifier whose consecutive words begin with the pieces `w` is made of, each piece three
 * letters or more and the last its word whole or its beginning: "binlog" of binary_log_enabled.
 */
function madeOfBeginnings(w: string, files: FileWords): string | undefined {
  const fits = (rest: string, parts: readonly string[], at: number, pieces: number): boolean => {
    if (!rest) return pieces >= 2;
    if (at >= parts.length) return false;
    for (let n = Math.min(rest.length, parts[at].length); n >= 3; n--)
      if (parts[at].startsWith(rest.slice(0, n)) && fits(rest.slice(n), parts, at + 1, pieces + 1)) return true;
    return false;
  };
  for (const { id, parts } of files.parts)
    for (let i = 0; i < parts.length - 1; i++) if (fits(w, parts, i, 0)) return id;
  return undefined;
}

/** The identifier (or value) the files write that carries one content word of the request, if any. */
function writtenAs(word: string, files: FileWords): string | undefined {
  const w = word.toLowerCase();
  // A name of one thing that identifiers spell otherwise ("Entra-only" of azureADOnlyAuthentication).
  const pieces = w.split('-');
  if (pieces.some((p) => ALSO_CALLED[p])) {
    let spellings = [''];
    for (const p of pieces)
      spellings = spellings.flatMap((a) => (ALSO_CALLED[p] ?? [p]).map((x) => (a ? `${a}-${x}` : x)));
    for (const spelled of spellings) {
      const found = files.words.get(spelled) ?? files.runs.get(spelled);
      if (found) return found;
    }
  }
  // A version said as "v16" is the version 16; one run into a word ("serverlessv2") is written so.
  const version = /^v(\d+(?:\.\d+)*)$/.exec(w)?.[1];
  if (version)
    return (
      new RegExp(`(version\\w*)["']?\\s*[:=]\\s*["']?${escape(version)}(?![\\d])`, 'i').exec(files.text)?.[1] ??
      files.words.get(w)
    );
  // A value with digits ("500m", "10.0.1.0/24") is carried only where it is written as is; a compound
  // ("point-in-time") by an identifier saying its words in that order; a name given ("app-orders-dev")
  // only as written whole, never by words of other names.
  if (/\d/.test(w)) return new RegExp(`(?<![\\w.])${escape(w)}(?![\\w.])`, 'i').test(files.text) ? word : undefined;
  const found = files.words.get(w) ?? files.words.get(stem(w)) ?? files.runs.get(w.replace(/[/._]/g, '-'));
  if (found) return found;
  // A word mistyped by one letter ("acess", "proteciton", "versionning"), as the reading forgives them.
  // Never a name or code written whole ("sre-oncall" is no misspelling of "sreoncall").
  if (w.length >= 5)
    for (const [f, id] of files.words)
      // A stem of three letters is too short to tell a misspelling from another word ("nodes" stems to
      // "nod", one letter from the "non" of runAsNonRoot).
      if (
        /^[a-z]+$/.test(f) &&
        f[0] === w[0] &&
        (oneEditApart(w, f) || (stem(w).length >= 4 && f.length >= 4 && oneEditApart(stem(w), f)))
      )
        return id;
  // An abbreviation of a written word ("repo" of repository), or an acronym of written words ("HA").
  if (w.length >= 4)
    for (const [f, id] of files.words) if (/^[a-z]+$/.test(f) && f.length > w.length && f.startsWith(w)) return id;
  // A word whose stem begins a written word run into another ("autoscaling" of autoscalesettings).
  const root = stem(w);
  if (root.length >= 6 && root !== w)
    for (const [f, id] of files.words)
      if (/^[a-z]+$/.test(f) && f.length > root.length && f.startsWith(root)) return id;
  // A word made of the beginnings of consecutive written words ("binlog" of binary_log_enabled).
  if (w.length >= 6 && /^[a-z]+$/.test(w)) {
    const made = madeOfBeginnings(w, files);
    if (made) return made;
  }
  return w.length >= 2 && w.length <= 4 ? files.acronyms.get(w) : undefined;
}

// A name given by a naming word right before it: "name: Orders", "named Orders", "called orders-v2".
const NAME_GIVEN = /\b(?:name[ds]?|called)\s*[:=]?\s*["']?([a-z0-9][a-z0-9._/-]*[a-z0-9]|[a-z0-9])/g;

/** A value written whole ("TableName: Orders", `name = "orders"`), case aside. */
function writtenWhole(value: string, files: FileWords): string | undefined {
  const at = new RegExp(`(?:[:=]|^\\s*-)\\s*["']?(${escape(value)})["']?\\s*(?:[,;#}\\]]|$)`, 'mi').exec(files.text);
  return at?.[1];
}

/**
 * Whether `words` stand right before or after `setting`'s words in `clause`, with only joining
 * words or punctuation between; words with digits never do (they are a value of their own).
 */
function besides(words: string, setting: string, clause: string): boolean {
  // More than two words say something of their own ("report generated every weekday" before "at 06:00").
  if (/\d/.test(words) || words.trim().split(/\s+/).length > 2) return false;
  const a = clause.indexOf(words);
  const b = clause.indexOf(setting);
  if (a < 0 || b < 0) return false;
  const between = a < b ? clause.slice(a + words.length, b) : clause.slice(b + setting.length, a);
  // Only words that tie a verb or a noun to the setting ("bump it to 4 replicas", "8 CPU of requests"),
  // never punctuation ("for staging: Kubernetes 1.29"), "and"/"or" (another thing) or "in" (a place).
  return !/[^a-z0-9\s]/.test(between) && (between.match(/[a-z0-9]+/g) ?? []).every((x) => TIES.has(x));
}

// A value given right after a key's word: "family should be nightly-report", "tier: gold", "class = x1".
const VALUE_AFTER = String.raw`(?:\s+(?:should|must|will|shall|has to|needs to)\s+be|\s+is|\s*[:=]|\s+of|\s+named|\s+called)\s*["']?([a-z0-9][\w./:-]*)`;

/**
 * Whether the value said right after word `word` in `clause` is written (true), not written (false),
 * or no value is said after it (undefined). Only a value that is one name or code counts.
 */
function valueAfter(word: string, clause: string, files: FileWords): boolean | undefined {
  const m = new RegExp(`\\b${escape(word)}${VALUE_AFTER}`).exec(clause);
  const value = m?.[1]?.replace(/[.:]+$/, '');
  if (!value || FUNCTION_WORDS.has(value) || !/[\d.-]/.test(value)) return undefined;
  // Written whole as a value, never as a piece of another ("…/nightly-report:latest" of an image).
  return writtenWhole(value, files) !== undefined;
}

// Terms of art whose words no identifier says, with the words of the identifier they are written as:
// an App Service's "(regional) VNet integration" is its virtual network subnet id.
const TERMS: [RegExp, string][] = [[/\b(?:regional\s+)?vnet\s+integration\b/, 'virtual-network-subnet']];

/** The terms of `text` the files write, with their words and the identifiers written for them. */
function termsWritten(text: string, files: FileWords): { words: Set<string>; ids: string[] } {
  const words = new Set<string>();
  const ids: string[] = [];
  for (const [term, run] of TERMS) {
    const said = term.exec(text)?.[0];
    const id = said ? files.runs.get(run) : undefined;
    if (!said || !id) continue;
    for (const w of said.split(/\s+/)) words.add(w);
    ids.push(id);
  }
  return { words, ids };
}

/** The explicit components that wrote something, those of `phrase` first (all when it has none). */
function writtenFor(phrase: number, w: Written): Component[] {
  const wrote = w.plan.components.filter((c) => !c.implicit && (w.out.produced.get(c) ?? []).length > 0);
  const own = wrote.filter((c) => c.phrase === phrase);
  return own.length ? own : wrote;
}

/**
 * The words left once the yes/no properties they say (understand/attributes.ts) are taken out, where
 * a written component's writer read the property and holds it as said (said off, it is off), with the
 * resources that hold them; undefined when a property said is held the other way by every component
 * whose writer read it.
 */
// Properties that say each other's opposite: public is neither private nor internal.
const OPPOSITES: Partial<Record<Flag, Flag[]>> = {
  public: ['private', 'internal'],
  private: ['public'],
  internal: ['public'],
};

function withoutFlagsHeld(
  lower: string,
  components: readonly Component[],
  w: Written,
): { rest: string; by: string[] } | undefined {
  const attrs = emptyAttrs();
  readAttributes(lower, attrs);
  let rest = lower;
  const by: string[] = [];
  for (const [flag, re] of FLAG_PATTERNS) {
    const said = [...lower.matchAll(new RegExp(re.source, 'g'))];
    if (!said.length) continue;
    const on = attrs.flags.has(flag);
    // A writer may read the property's opposite ("internet-facing": an ALB's writer reads internal).
    const asked = [{ flag, on }, ...(OPPOSITES[flag] ?? []).map((f) => ({ flag: f, on: !on }))];
    const readers = components.flatMap((c) =>
      asked.filter((a) => w.reads.get(c)?.has(`flag:${a.flag}`)).map((a) => ({ c, ...a })),
    );
    if (!readers.length) continue;
    const holder = readers.find((r) => attrsOf(r.c).flags.has(r.flag) === r.on)?.c;
    if (!holder) return undefined;
    by.push((w.out.produced.get(holder) ?? [])[0]);
    for (const m of said) rest = rest.replace(m[0], ' ');
  }
  return { rest, by };
}

/**
 * What carries words of phrase `phrase` that no reader took: the honoured setting they belong to
 * (stated in them, or next to them), else the identifiers and resources written that carry
 * every content word; undefined when something they say is not written.
 */
export function carrierOf(text: string, phrase: number, w: Written): { setting: string } | string[] | undefined {
  const components = writtenFor(phrase, w);
  if (!components.length) return undefined;
  // The words as the reading corrected them ("not publically accessible" says "publicly").
  let lower = text.toLowerCase();
  for (const c of w.corrections ?? []) {
    const [written, read] = c.toLowerCase().split(' -> ');
    if (written && read && /^[a-z]+$/.test(written)) lower = lower.replace(new RegExp(`\\b${written}\\b`, 'g'), read);
  }
  // Words a honoured setting of the phrase was stated in, or that stand next to its words with only
  // joining words between ("fires" of "fires every 6 hours", "bump" of "bump it to 4 replicas"), are
  // that setting's; never a value with digits, which is a value of its own.
  // A setting whose words run over a whole clause ("It should be reachable from the internet on port
  // 8080 and scale ...", read as a port) holds only its value: the other words it spans may ask for
  // what nothing wrote (an external ingress), so they are not carried by it.
  const settings = w.plan.components
    .flatMap((c) => c.settings ?? [])
    .filter(
      (s) =>
        s.phrase === phrase &&
        s.text.split(/\s+/).length <= MAX_SETTING_WORDS &&
        honoured(s, w.plan.components, w.reads),
    );
  const clause = w.phraseText?.(phrase)?.toLowerCase();
  // Words next to a setting of the phrase that no writer honoured ("the Nearline storage class") are
  // that setting's, which was not written: nothing written carries them, whatever attribute shares them.
  const unhonoured = w.plan.components
    .flatMap((c) => c.settings ?? [])
    .filter((s) => s.phrase === phrase && !honoured(s, w.plan.components, w.reads));
  const near = (s: { text: string }) =>
    !!clause &&
    (s.text.toLowerCase().includes(lower) ||
      lower.includes(s.text.toLowerCase()) ||
      besides(lower, s.text.toLowerCase(), clause));
  // Unless the files hold its value all the same (a writer's default that is the value asked).
  const all = w.out.files.map((f) => f.content).join('\n');
  const held = (s: Setting) =>
    heldByFiles(s.values, all, s.text) ||
    ((s.text.match(/\S*\d\S*/g) ?? []).length > 0 &&
      (s.text.match(/\S*\d\S*/g) ?? []).every((v) => all.toLowerCase().includes(v.toLowerCase())));
  if (unhonoured.some((s) => near(s) && !held(s))) return undefined;
  const mine = settings.find(
    (s) => s.text.toLowerCase().includes(lower) || (clause && besides(lower, s.text.toLowerCase(), clause)),
  );
  if (mine) return { setting: mine.text };
  // A word joined by a hyphen to the next ("internet" of "internet-facing") says the property with it.
  const joined = clause?.includes(`${lower}-`)
    ? clause.slice(clause.indexOf(`${lower}-`) + lower.length).match(/^-([a-z]+)/)?.[1]
    : undefined;
  const withJoined = joined ? withoutFlagsHeld(`${lower} ${joined}`, components, w) : undefined;
  // Only when a property took the joined word; else the words are judged on their own.
  const flags =
    withJoined && !new RegExp(`\\b${joined}\\b`).test(withJoined.rest)
      ? withJoined
      : withoutFlagsHeld(lower, components, w);
  if (!flags) return undefined;
  const words = (flags.rest.match(/[a-z0-9][a-z0-9._/-]*[a-z0-9]|[a-z0-9]/g) ?? []).filter((x) => !functionWord(x));
  // Nothing but joining words left: carried only when a property said took the rest.
  if (!words.length) return flags.by.length ? flags.by : undefined;
  // Looked for in what the phrase's components write and what they refer to (a role assignment's
  // key vault), not in a neighbour's resources (another resource's system-assigned identity).
  const scope = new Set<Component>(components);
  for (const c of components) for (const r of Object.values(c.ref).flat()) if (r) scope.add(r);
  const files = fileWords(
    scopeOf(
      w.out,
      [...scope].flatMap((c) => w.out.produced.get(c) ?? []),
    ),
  );
  // A word that modifies them right before them ("the Nearline storage class") is theirs: carried too,
  // or they are not (a storage class is written, not the Nearline one).
  const before = clause?.slice(0, clause.indexOf(lower)).match(/([a-z0-9][a-z0-9._:/-]*)\s*$/)?.[1];
  // A count before them ("2 tasks") is a setting of its own, said or not on its own.
  if (
    before &&
    !FUNCTION_WORDS.has(before) &&
    !ASKING.has(before) &&
    !NUMBER_WORDS.has(before) &&
    !/^\d+$/.test(before) &&
    clause!.includes(lower)
  )
    words.push(before);
  // A name given ("name: Orders", "called Orders") is carried only where it is written whole as a
  // value, never by pieces of other identifiers ("AttributeName", "orderDate").
  // A key said with its value ("family should be nightly-report", "tier: gold") is carried by the key
  // only where the value is written too: the key alone holds another value.
  if (clause && words.some((x) => valueAfter(x, clause, files) === false)) return undefined;
  const named = new Set([...lower.matchAll(NAME_GIVEN)].map((m) => m[1]));
  // A term of art is carried by the identifier it is written as ("VNet integration": the subnet id).
  const terms = termsWritten(lower, files);
  const rest = words.filter((x) => !terms.words.has(x));
  const ids = rest.map((x) => (named.has(x) ? writtenWhole(x, files) : writtenAs(x, files)));
  return ids.every((id) => id !== undefined)
    ? [...new Set([...flags.by, ...terms.ids, ...(ids as string[])])]
    : undefined;
}

/**
 * The one identifier the files write for resources `addresses` that carries every word of `text`
 * ("autoscaling" of a written Microsoft.Insights/autoscalesettings), or undefined. Stricter than
 * words no reader took: a setting's words are one thing, so one identifier must say them all, and
 * a value with digits is never carried (which attribute holds it is not known here).
 */
export function carriedByResources(
  text: string,
  addresses: readonly string[],
  out: RenderOutput,
  shortest = 4,
): string | undefined {
  const words = (text.toLowerCase().match(/[a-z0-9][a-z0-9._/-]*[a-z0-9]|[a-z0-9]/g) ?? []).filter(
    (x) => !functionWord(x),
  );
  // Said off or absent ("versioning off", "no public access"), the words state a value: the attribute
  // being written says nothing of whether it holds it.
  if (/\b(?:off|no|not|never|without|disabled?|none)\b/i.test(text)) return undefined;
  // A short word ("log") is found in too many keys (log_config of a subnetwork) to say which is meant,
  // unless looked for in the one component's own resources (`shortest`).
  if (!words.length || words.length > 3 || words.some((x) => /\d/.test(x) || x.length < shortest) || !addresses.length)
    return undefined;
  const files = fileWords(scopeOf(out, addresses));
  const ids = new Set(words.map((x) => writtenAs(x, files)));
  const [id] = ids;
  // A value ("Premium_LRS" of an OS disk) may be another part's: only a key or a type says a setting is there.
  return ids.size === 1 && id !== undefined && !files.valuesOnly.has(id) ? id : undefined;
}

/**
 * Of "not covered" lines (`'words' (label: reason)`) saying a setting was not written, those whose
 * quoted words one identifier of the files carries all the same ("weekly" of a Redis instance's
 * weekly_maintenance_window), each with its "written, not read" line instead.
 */
export function carriedInstead(lines: readonly string[], out: RenderOutput): Map<string, string> {
  const addresses = [...out.produced.values()].flat();
  const instead = new Map<string, string>();
  for (const line of lines) {
    const quoted = /^'([^']+)' \(/.exec(line)?.[1];
    const id = quoted ? carriedByResources(quoted, addresses, out) : undefined;
    if (quoted && id) instead.set(line, GeneratorMessages.writtenUnread(quoted, id));
  }
  return instead;
}
