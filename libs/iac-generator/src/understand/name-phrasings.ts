/**
 * A name given as a property rather than after "named": "name: Orders", "its name should be
 * billing-db", "the name is acme-logs", and an ECS task definition's "family should be
 * nightly-report" (the name a task definition has). Each is read as "named <name>", so the name is
 * the thing's wherever the reading finds names; said in a line or clause of its own, it names the
 * thing that line belongs to (giveLoneNames).
 */
import { type Clause, PLACEHOLDER } from './text';
import { type Mention } from './intent';

// The words that give the name, with a task definition's family; the name is one word as written.
// Not a name of another sense: "the DNS name is", "user name", "the file name should be".
const GIVEN =
  /(?<!\b(?:dns|host|domain|display|user|computer|key|file|column|attribute|header|tag|field|variable|parameter|secret|branch|path|font|family)\s+)\b(?:(?:its|the|a|whose)\s+|with\s+the\s+)?(?:name|family)\s*(?::|=|\bis\b|\bshould\s+be\b|\bwill\s+be\b|\bmust\s+be\b|(?<=\bwith\s+the\s+name)\s)\s*(?=[A-Za-z"'`])/gi;
// "the name is unknown", "name should be unique": words that say something of the name, never one.
const NOT_A_NAME =
  /^(?:unique|short|random|generated|auto|automatic|optional|required|the|a|an|same|different|lowercase|something)\b/i;

// "- name aks-platform-eu" as an item of a list of what a thing has: the word "name" opening the item.
// What the word goes on to say of the name ("- name should be unique") is the other reading's.
// The name is quoted as written, so a setting after it in the item ("- name gke-eu, regional") is no second name.
const LISTED =
  /^([ \t]*[*•\-–][ \t]*)name[ \t]+(?!(?:is|are|should|must|will|can|has|was|of)\b)([A-Za-z0-9][\w.-]*[\w])(?=[\s,;.]|$)/gim;

// "use media-uploads as the name", "with 'ledger' as its name": the name before the words that say it is one.
const AS_THE_NAME = /\b(?:use\s+|with\s+)?(["'`]?)([A-Za-z][\w./-]*[\w])\1\s+as\s+(?:the|its|a)\s+name\b/gi;

// "drop the default node pool and create one called general": the "one" that replaces a cluster's default pool is a
// node pool of its own (the default pool is the cluster's part), named as said.
const POOL_INSTEAD =
  /(\b(?:default|system)\s+(?:node\s+)?pool\b[^.;\n]{0,60}?\b(?:create|add|make|use|with)\s+(?:a\s+new\s+|a\s+|another\s+)?)one(?=\s+(?:called|named)\s)/gi;

// "storage account name stlogs4411", "vault name kv-app-01": the word "name" then an identifier (words joined by
// hyphens or underscores, or letters then digits), as "named". Not a name of another sense ("host name web-01"),
// and not the name's own words ("name prefix", "name tag"): only an identifier follows.
const NAME_THEN_IDENTIFIER =
  /(?<!\b(?:dns|host|domain|display|user|computer|key|file|column|attribute|header|tag|field|variable|parameter|secret|branch|path|font|family|image|package|chart|release|object|blob)\s+)\bname\s+(?=["'`]?(?:[A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+)+|[A-Za-z]{3,}\d+[A-Za-z0-9]*)["'`]?(?![\w.:/@-]))/gi;

/** `text` with every name given as a property read as "named <name>". */
export function sayNamesGiven(text: string): string {
  return text
    .replace(POOL_INSTEAD, '$1node pool')
    .replace(AS_THE_NAME, (m: string, q: string, name: string) => (NOT_A_NAME.test(name) ? m : `named ${q}${name}${q}`))
    .replace(GIVEN, (m: string, at: number) => (NOT_A_NAME.test(text.slice(at + m.length)) ? m : 'named '))
    .replace(NAME_THEN_IDENTIFIER, 'named ')
    .replace(LISTED, (m: string, bullet: string, name: string) =>
      NOT_A_NAME.test(name) ? m : `${bullet}named "${name}"`,
    );
}

// A clause that only names: "named q§3", "* named q§3", "- named q§3".
const ONLY_A_NAME = /^[\s*•\-–]*named\s+(q\u00a7\d+)\s*[.;:]?\s*$/i;

/**
 * A clause that only gives a name ("* name: Orders" in a list of what a table has) names the last
 * thing read before it that has none. Returns the clauses it named from, so their words are a name.
 */
export function giveLoneNames(clauses: Clause[], mentions: Mention[], quotes: ReadonlyMap<string, string>): number[] {
  const given: number[] = [];
  clauses.forEach((c, i) => {
    const token = ONLY_A_NAME.exec(c.text)?.[1];
    const name = token && PLACEHOLDER.test(token) ? quotes.get(token) : undefined;
    if (!name || mentions.some((m) => m.phrase === i)) return;
    // A part of a thing said with it ("an s3 bucket with versioning, use x as the name") is named through the
    // thing: the name goes to the thing the part belongs to.
    const partOf = (m: Mention) =>
      mentions.some((h) => h !== m && h.start < m.start && m.kind.startsWith(`${h.kind}_`));
    const owner = mentions.findLast((m) => m.start < c.start && !partOf(m));
    // The same name said again ("a table invoices: * name: Invoices") is read; another one is not guessed at,
    // but a name taken from what the thing serves ("AKS for the platform team") yields to the one given.
    const same = owner?.names.some((n) => n.toLowerCase() === name.toLowerCase());
    if (owner?.namedByPurpose && !same) {
      owner.names = [];
      owner.namedByPurpose = false;
    }
    if (!owner || (owner.names.length && !same)) return;
    if (!same) owner.names.push(name);
    given.push(i);
  });
  return given;
}

/**
 * A name read as an object's name after its kind's word ("service account ci-pusher": a Kubernetes
 * object's name where Kubernetes is meant) names a thing of any cloud all the same: a Google service
 * account, a managed identity. Kubernetes kinds take it when they are planned (kinds/k8s/common.ts).
 */
export function giveObjectNames(mentions: Mention[]): void {
  for (const m of mentions)
    if (!m.kind.startsWith('k8s.') && m.attrs.objectName && !m.names.length) m.names.push(m.attrs.objectName);
}
