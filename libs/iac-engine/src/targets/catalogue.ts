/**
 * What the catalogue of provider resource types adds to a request for one target: resource types
 * named as such, services the kinds do not model (a mention of a kind this target has no writer
 * for), and phrases whose words name a resource type. A type a kind writes becomes that kind; any
 * other becomes a minimal block written from the schema. Nothing is loaded for requests that need
 * none of this.
 */
import { type Dialect, findType, hasType } from '../catalogue';
import { type Cloud, emptyAttrs } from '../model/types';
import { CLOUD_NAMES } from './cloud';
import { type Intent, type Mention } from '../understand/understand';
import { isKnownWord } from '../understand/spelling';
import { type Target } from './target';

interface CatalogueExtra {
  type: string;
  phrase: number;
  names: string[];
  /** The words of the request it answers. */
  text: string;
  /** The label it is written under: the words that named it, or the type's own name. */
  label: string;
}

export interface CatalogueResult {
  extras: CatalogueExtra[];
  /** Mentions of kinds the target writes, found from a named type or a phrase's words. */
  mentions: Mention[];
  /** Mentions a minimal block now serves: kinds the target cannot write, or a product read as a general word. */
  served: Set<Mention>;
  /** Phrases that nothing recognised but a resource type now serves. */
  phrases: Set<number>;
  /** Resource types named for another cloud: said, never substituted. */
  lines: string[];
}

const PREFIX: Partial<Record<Dialect, string>> = {
  'terraform:aws': 'aws_',
  'terraform:azurerm': 'azurerm_',
  'terraform:google': 'google_',
};

function cloudOfType(type: string): Cloud | undefined {
  if (/^(?:AWS::|aws_)/.test(type)) return 'aws';
  if (/^(?:Microsoft\.|azurerm_)/.test(type)) return 'azure';
  if (type.startsWith('google_')) return 'gcp';
  if (type.startsWith('kubernetes_')) return 'k8s';
  return undefined;
}

/** Whether a named type is spelled the way this dialect spells types. */
export function sameDialect(dialect: Dialect, type: string): boolean {
  if (dialect === 'cloudformation') return type.startsWith('AWS::');
  if (dialect === 'arm') return type.startsWith('Microsoft.');
  return type.startsWith(PREFIX[dialect]!);
}

function mention(kind: string, phrase: number, text: string, names: string[] = []): Mention {
  return { kind, count: 1, names, attrs: emptyAttrs(), phrase, text, settings: [], start: 0, end: 0 };
}

export function fromCatalogue(intent: Intent, target: Target): CatalogueResult {
  const result: CatalogueResult = { extras: [], mentions: [], served: new Set(), phrases: new Set(), lines: [] };
  // A type of another cloud ("Microsoft.Logic/workflows" in an AWS answer) is said, and its words make nothing.
  for (const e of intent.explicitTypes) {
    const cloud = cloudOfType(e.type);
    if (!cloud || cloud === intent.cloud) continue;
    result.lines.push(
      `'${e.type}' (a resource type of another cloud: this answer is written for ${CLOUD_NAMES[intent.cloud]})`,
    );
    for (const m of intent.mentions) if (m.start >= e.start && m.end <= e.end) result.served.add(m);
  }
  const dialect = target.dialect;
  if (!dialect) return result;
  const planned = (kind: string, phrase: number) =>
    [...intent.mentions, ...result.mentions].some(
      (m) => m.phrase === phrase && target.resolve(m.kind, intent, m) === kind,
    );
  const typeLabel = (type: string) =>
    type
      .split(/::|\/|\./)
      .pop()!
      .replace(/^(?:aws|azurerm|google)_/, '');
  const add = (type: string, phrase: number, text: string, names: string[] = [], label = typeLabel(type)) => {
    const kind = target.kindForType?.(type);
    if (kind && target.kinds.has(kind)) {
      if (!planned(kind, phrase)) result.mentions.push(mention(kind, phrase, text, names));
    } else if (!result.extras.some((e) => e.type === type && e.phrase === phrase))
      result.extras.push({ type, phrase, names, text, label: label.replace(/\W+/g, '_') });
  };

  // Types named as such, in this target's spelling. Words read inside a Terraform type name
  // ("google_pubsub_schema" says "pubsub") are that type, not components of their own.
  for (const e of intent.explicitTypes) {
    if (!sameDialect(dialect, e.type) || !hasType(dialect, e.type)) continue;
    add(e.type, e.phrase, e.type);
    if (!dialect.startsWith('terraform:')) continue;
    const kind = target.kindForType?.(e.type);
    for (const m of intent.mentions)
      if (m.start >= e.start && m.end <= e.end && target.resolve(m.kind, intent, m) !== kind) result.served.add(m);
  }

  // Services this target has no writer for: their resource type, written minimally.
  for (const m of intent.mentions) {
    const kind = target.resolve(m.kind, intent, m);
    if (!kind || target.kinds.has(kind)) continue;
    const id = kind.slice(kind.indexOf('.') + 1);
    const direct = PREFIX[dialect] && `${PREFIX[dialect]}${id}`;
    const type =
      direct && hasType(dialect, direct)
        ? direct
        : findType(dialect, [...id.split('_'), ...(m.text ?? '').split(/\s+/)], id.split('_').pop());
    if (!type) continue;
    add(type, m.phrase, m.text ?? id, m.names, m.text ?? id);
    result.served.add(m);
  }

  // "Glue job", "Dataflow job": an unknown product name before a general word names its own type.
  for (const m of intent.mentions) {
    if (!m.qualifier || result.served.has(m)) continue;
    const type = findType(dialect, [m.qualifier, ...(m.text ?? '').split(/\s+/)], m.text?.split(/\s+/).pop());
    const kind = target.resolve(m.kind, intent, m);
    if (!type || (kind && target.kindForType?.(type) === kind)) continue;
    add(type, m.phrase, `${m.qualifier} ${m.text ?? ''}`.trim(), m.names, `${m.qualifier} ${m.text ?? ''}`.trim());
    result.served.add(m);
  }

  // Phrases whose words name a resource type ("a Glue crawler", "an EventBridge event bus").
  for (const l of intent.leftovers) {
    if (l.words.length < 2) continue;
    const type = findType(dialect, l.words, l.words[l.words.length - 1], (w) => !isKnownWord(w));
    if (!type) continue;
    add(type, l.phrase, l.words.join(' '));
    result.phrases.add(l.phrase);
  }
  return result;
}
