/**
 * Finding a type by the request's words: every type name of a dialect split into its service and
 * resource words, matched against the words a request says (a renamed product's newer name standing
 * for the words its types still carry, renamed-products.json).
 */
import RENAMED from './renamed-products.json';
import { armType, armTypeNames, cloudFormationSpec } from '@infragen/iac-schemas';
import { type Dialect, terraformSchema } from './dialect';
import { kubernetesKind } from './kubernetes';

export function hasType(dialect: Dialect, type: string): boolean {
  if (dialect === 'cloudformation') return !!cloudFormationSpec().types[type];
  if (dialect === 'arm') return !!armType(type) && type.split('/').length === 2;
  if (dialect === 'kubernetes') return !!kubernetesKind(type);
  return !!terraformSchema(dialect)?.resources[type];
}

const stem = (w: string) =>
  w.length > 4 && w.endsWith('ies') ? `${w.slice(0, -3)}y` : w.length > 3 && /[^s]s$/.test(w) ? w.slice(0, -1) : w;
/** The words of a name written in CamelCase or with underscores, lower case and singular. */
export const camelWords = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_]+/)
    .filter(Boolean)
    .map(stem);

/** A type's words: the service (namespace) part and the resource part. */
interface Named {
  type: string;
  service: string[];
  resource: string[];
}

const indexes = new Map<Dialect, Named[]>();

function namesOf(dialect: Dialect): Named[] {
  let list = indexes.get(dialect);
  if (list) return list;
  if (dialect === 'cloudformation')
    list = Object.keys(cloudFormationSpec().types).map((type) => {
      const [, service, resource] = type.split('::');
      return { type, service: camelWords(service), resource: camelWords(resource) };
    });
  // Kubernetes kinds are identifiers, found only when written as such (`RuntimeClass`): in plain words
  // ("the EBS CSI driver") they name something that already exists far more often than a new object.
  else if (dialect === 'kubernetes') list = [];
  else if (dialect === 'arm')
    list = armTypeNames()
      .filter((t) => t.split('/').length === 2)
      .map((type) => {
        const [ns, resource] = type.replace(/^Microsoft\./, '').split('/');
        return { type, service: camelWords(ns), resource: camelWords(resource) };
      });
  else
    list = Object.keys(terraformSchema(dialect)?.resources ?? {}).map((type) => {
      const words = type.split('_').slice(1).map(stem);
      return { type, service: words.slice(0, 1), resource: words.slice(1) };
    });
  indexes.set(dialect, list);
  return list;
}

// Resource parts so general that the service's name must carry the match (`Microsoft.ApiManagement/service`).
const GENERAL = new Set([
  'service',
  'server',
  'account',
  'namespace',
  'workspace',
  'profile',
  'cluster',
  'site',
  'vault',
  'registry',
  'instance',
  'domain',
]);

/**
 * The request's words as the schema's type names say them: a product's newer name ("AI Search") stands for
 * the words its types still carry ("search service"), and those words count as a product's own name.
 */
function schemaWords(dialect: Dialect, words: readonly string[]): { have: Set<string>; named: Set<string> } {
  const have = new Set(words.map((w) => stem(w.toLowerCase())));
  const named = new Set<string>();
  for (const r of RENAMED.renamed) {
    if (!r.in.includes(dialect) || !r.said.every((w) => have.has(w))) continue;
    for (const w of r.said) have.delete(w);
    for (const w of r.means) {
      have.add(w);
      named.add(w);
    }
  }
  return { have, named };
}

/**
 * The resource type a request's words name in this dialect, if one clearly does: every word of
 * its name appears in the request (the resource part and the service, or a general resource part
 * with the whole service name), with at least two words matched.
 */
export function findType(
  dialect: Dialect,
  words: readonly string[],
  head?: string,
  /** When given, a match must use at least one word it accepts (a product name rather than plain English). */
  distinctive?: (word: string) => boolean,
): string | undefined {
  const { have, named } = schemaWords(dialect, words);
  const headWord = head && stem(head.toLowerCase());
  let best: { type: string; score: number; extra: number; headed: boolean } | undefined;
  for (const n of namesOf(dialect)) {
    const resourceIn = n.resource.every((w) => have.has(w));
    const serviceHits = n.service.filter((w) => have.has(w)).length;
    const serviceAll = serviceHits === n.service.length;
    const terraform = dialect.startsWith('terraform:');
    // The resource part must be there, with the service's name unless the resource part is distinctive
    // (two words or more: "event bus", "azure firewall"); a general resource part ("service") needs the
    // whole service name ("API Management").
    const ok =
      (resourceIn && (serviceAll || (!terraform && serviceHits > 0) || n.resource.length >= 2)) ||
      (!terraform && serviceAll && n.service.length >= 2 && n.resource.every((w) => GENERAL.has(w) || have.has(w)));
    if (!ok) continue;
    const distinct = new Set([...n.resource, ...n.service].filter((w) => have.has(w)));
    const score = distinct.size;
    if (score < 2 || (distinctive && ![...distinct].some((w) => named.has(w) || distinctive(w)))) continue;
    const extra = new Set([...n.resource, ...n.service]).size - score;
    // Ties go to the type named by the request's head word ("Logic App workflow" is a workflow).
    const headed = !!headWord && n.resource.includes(headWord);
    const better =
      !best ||
      score > best.score ||
      (score === best.score && (extra < best.extra || (extra === best.extra && headed && !best.headed)));
    if (better) best = { type: n.type, score, extra, headed };
  }
  return best?.type;
}

/**
 * The one type of a service whose name ends in `head` ("Glue database" is `aws_glue_catalog_database`,
 * "Glue table" `aws_glue_catalog_table`): for a product's name before a general word, when no type
 * holds exactly those words. Undefined when none, or several, do.
 */
export function typeOfServiceEndingIn(dialect: Dialect, service: string, head: string): string | undefined {
  const want = stem(head.toLowerCase());
  const found = namesOf(dialect).filter(
    (n) => n.service.join('') === service.toLowerCase() && n.resource[n.resource.length - 1] === want,
  );
  return found.length === 1 ? found[0].type : undefined;
}
