/**
 * The identifiers the files write (keys, blocks, types and one-word values) and which of them
 * carries a word of the request: split from camelCase and snake_case, stemmed, as an acronym of
 * consecutive words ("HA"), a run of them ("point-in-time"), a word made of their beginnings
 * ("binlog"), or mistyped by one letter. Shared by the "written, not read" lines (carried.ts) and
 * the settings a written identifier carries all the same (carried-instead.ts).
 */

// Words that carry no meaning of their own in a setting's words: joining words, and the words that
// only say a property is on or off (the property's own words say what it is).
export const FUNCTION_WORDS = new Set(
  (
    'a an the of on off in at to for from with without and or not no nor be is are was it its our my we us ' +
    'this that these those there their them they enabled enable disabled disable turned turn set use using uses ' +
    'please all each every any some only also should must can will would need needs want like just so very ' +
    'true false yes on by as into per pls plz thx thanks'
  ).split(' '),
);

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

export interface FileWords {
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

/** The identifiers `source` writes, in every format: keys, blocks, types and one-word values. */
export function fileWords(source: string): FileWords {
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
export const functionWord = (x: string) =>
  FUNCTION_WORDS.has(x) || (x.length >= 6 && [...FUNCTION_WORDS].some((f) => f.length >= 6 && oneEditApart(x, f)));

// Names of one thing that identifiers spell otherwise: Entra ID was Azure AD; a VNet is a virtual network.
const ALSO_CALLED: Record<string, string[]> = {
  entra: ['ad', 'aad', 'azure-ad', 'active-directory'],
  aad: ['ad', 'azure-ad', 'active-directory', 'entra'],
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
export function writtenAs(word: string, files: FileWords): string | undefined {
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
  if (w.length >= 2 && w.length <= 4) return files.acronyms.get(w);
  // A compound no identifier spells whole ("in-transit" beside transit_encryption_mode): carried where
  // one identifier carries every piece that is no joining word.
  const parts = w.split('-').filter((p) => p && !FUNCTION_WORDS.has(p));
  if (w.includes('-') && parts.length) {
    const ids = new Set(parts.map((p) => writtenAs(p, files)));
    const [id] = ids;
    if (ids.size === 1 && id !== undefined) return id;
  }
  return undefined;
}

// A name given by a naming word right before it: "name: Orders", "named Orders", "called orders-v2".
export const NAME_GIVEN = /\b(?:name[ds]?|called)\s*[:=]?\s*["']?([a-z0-9][a-z0-9._/-]*[a-z0-9]|[a-z0-9])/g;

/** A value written whole ("TableName: Orders", `name = "orders"`), case aside. */
export function writtenWhole(value: string, files: FileWords): string | undefined {
  const at = new RegExp(`(?:[:=]|^\\s*-)\\s*["']?(${escape(value)})["']?\\s*(?:[,;#}\\]]|$)`, 'mi').exec(files.text);
  return at?.[1];
}
