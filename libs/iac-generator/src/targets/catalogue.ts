/**
 * What the catalogue of provider resource types adds to a request for one target: resource types
 * named as such (with the names and attribute values stated next to them), services the kinds do
 * not model (a mention of a kind this target has no writer for), and phrases whose words name a
 * resource type. A type a kind writes becomes that kind; any other becomes a minimal block written
 * from the schema. What was stated and could not be written is said. Nothing is loaded for requests
 * that need none of this.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { type Dialect, findType, hasType, schemaSource } from '../catalogue';
import { kubernetesKind } from '../catalogue/kubernetes';
import { productNotCovered } from '../catalogue/products';
import { type StatedValue, statedValues } from '../catalogue/stated';
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
  /** Attributes the request stated for a type it named, written into the minimal block. */
  stated?: StatedValue[];
  /** Where a named type is in the text. */
  span?: { start: number; end: number };
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
  if (dialect === 'kubernetes') return type.startsWith('kubernetes_') || /^[A-Z][A-Za-z]+$/.test(type);
  return type.startsWith(PREFIX[dialect]!);
}

/** Whether the written code (every file's text) declares a resource of `type`. */
export function declares(dialect: Dialect, type: string, code: string): boolean {
  if (dialect === 'kubernetes') {
    const kind = kubernetesKind(type)?.kind;
    return !!kind && new RegExp(`^\\s*kind\\s*[:=]\\s*"?${kind}"?\\s*$`, 'm').test(code);
  }
  if (dialect === 'arm') return code.includes(`"type": "${type}"`) || code.includes(`'${type}@`);
  if (dialect === 'cloudformation') return code.includes(`Type: ${type}`);
  return code.includes(`resource "${type}"`);
}

type ExplicitType = Intent['explicitTypes'][number];

/**
 * The minimal block of a type named in this target's spelling, with the names and attribute values
 * stated next to it; the lines say what was stated that the schema does not accept, or that the
 * provider has no such type. A name shaped like a type whose words were read as a component
 * ("aws_route_53 zone", a data source such as `aws_iam_policy_document`) was served by them.
 */
export function explicitExtra(
  dialect: Dialect,
  e: ExplicitType,
  intent: Intent,
): { extra?: CatalogueExtra; lines: string[] } {
  if (!hasType(dialect, e.type)) {
    const read = intent.mentions.some((m) => m.start < e.end && m.end > e.start);
    return {
      lines: read ? [] : [GeneratorMessages.notAResourceType(e.type, schemaSource(dialect))],
    };
  }
  const stated = statedValues(dialect, e.type, e.after, isKnownWord);
  const lines = stated.unfit.map((u) => GeneratorMessages.schemaWantsOther(u.text, e.type, u.wants));
  // Unnamed, a CloudFormation resource is labelled by its service: its writer adds the resource part.
  const unnamed =
    dialect === 'cloudformation'
      ? e.type.split('::')[1]
      : e.type
          .split(/\/|\./)
          .pop()!
          .replace(/^(?:aws|azurerm|google)_/, '');
  const label = e.names[0] ?? unnamed;
  return {
    extra: {
      type: e.type,
      phrase: e.phrase,
      names: e.names,
      text: e.type,
      label: label.replace(/\W+/g, '_'),
      stated: stated.values,
      span: { start: e.start, end: e.end },
    },
    lines,
  };
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Values stated for a named type that one of the generator's own kinds wrote (not a minimal block),
 * which the written code does not carry: said, never dropped silently. `code` is every file's text.
 */
export function statedNotWritten(intent: Intent, target: Target, extras: CatalogueExtra[], code: string): string[] {
  const dialect = target.dialect;
  if (!dialect) return [];
  const lines: string[] = [];
  for (const e of intent.explicitTypes) {
    if (!sameDialect(dialect, e.type) || extras.some((x) => x.type === e.type) || !hasType(dialect, e.type)) continue;
    for (const v of statedValues(dialect, e.type, e.after, isKnownWord).values) {
      const key = escapeRe(v.path[v.path.length - 1]);
      const value = escapeRe(String(v.value));
      const written = new RegExp(`["']?\\b${key}["']?\\s*[:=]\\s*["']?${value}(?![\\w.-])`, 'i').test(code);
      if (!written) lines.push(GeneratorMessages.typeValueUnset(v.text, e.type));
    }
  }
  return lines;
}

/**
 * Mentions that minimal blocks of named types answer: words read inside a type's name ("Glue
 * database" of `AWS::Glue::Database`) are that type, and words of a value stated for it
 * ("controller example.com/ingress-controller") are that value, not components of their own.
 */
export function servedByNamedTypes(intent: Intent, extras: CatalogueExtra[]): Mention[] {
  const plain = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ');
  return intent.mentions.filter((m) =>
    extras.some(
      (e) =>
        e.span &&
        ((m.start >= e.span.start && m.end <= e.span.end) ||
          (m.phrase === e.phrase &&
            m.start >= e.span.end &&
            (e.stated ?? []).some((v) => plain(v.text).includes(plain(m.text ?? ' '))))),
    ),
  );
}

function mention(kind: string, phrase: number, text: string, names: string[] = []): Mention {
  return { kind, count: 1, names, attrs: emptyAttrs(), phrase, text, settings: [], start: 0, end: 0 };
}

const DNS_RECORD_TYPE = /^(?:a|aaaa|cname|txt|mx|srv|ns|caa|ptr)$/i;

export function fromCatalogue(intent: Intent, target: Target): CatalogueResult {
  const result: CatalogueResult = { extras: [], mentions: [], served: new Set(), phrases: new Set(), lines: [] };
  // A type of another cloud ("Microsoft.Logic/workflows" in an AWS answer) is said, and its words make nothing.
  for (const e of intent.explicitTypes) {
    const cloud = cloudOfType(e.type);
    if (!cloud || cloud === intent.cloud) continue;
    result.lines.push(GeneratorMessages.otherCloudType(e.type, CLOUD_NAMES[intent.cloud]));
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
  // ("google_pubsub_schema" says "pubsub") are that type, not components of their own. A target that
  // cannot tell which kind writes a type (CloudFormation, ARM) looks for it in what it rendered instead
  // (`missingTypes`), so a type its kinds already write is not written twice.
  for (const e of intent.explicitTypes) {
    if (!sameDialect(dialect, e.type) || !target.kindForType) continue;
    const { extra, lines } = explicitExtra(dialect, e, intent);
    result.lines.push(...lines);
    if (!extra) continue;
    const kind = target.kindForType(e.type);
    if (kind && target.kinds.has(kind)) {
      if (!planned(kind, e.phrase)) result.mentions.push(mention(kind, e.phrase, e.type, e.names));
    } else if (!result.extras.some((x) => x.type === e.type && x.phrase === e.phrase)) result.extras.push(extra);
    for (const m of intent.mentions)
      if (m.start >= e.start && m.end <= e.end && target.resolve(m.kind, intent, m) !== kind) result.served.add(m);
  }
  for (const m of servedByNamedTypes(intent, result.extras)) result.served.add(m);

  // Services this target has no writer for: their resource type, written minimally. Words inside a
  // named type are that type, written above or, failing a kind, by `missingTypes`.
  const inNamedType = (m: Mention) => intent.explicitTypes.some((e) => m.start >= e.start && m.end <= e.end);
  for (const m of intent.mentions) {
    const kind = target.resolve(m.kind, intent, m);
    if (!kind || target.kinds.has(kind) || inNamedType(m)) continue;
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
    if (!m.qualifier || result.served.has(m) || inNamedType(m)) continue;
    const type = findType(
      dialect,
      [...m.qualifier.split(/\s+/), ...(m.text ?? '').split(/\s+/)],
      m.text?.split(/\s+/).pop(),
    );
    const kind = target.resolve(m.kind, intent, m);
    // "an SRV record": a record type before a record is the type the record kind writes, not a product.
    if (kind && /record/.test(kind) && DNS_RECORD_TYPE.test(m.qualifier)) continue;
    if (!type || (kind && target.kindForType?.(type) === kind)) continue;
    add(type, m.phrase, `${m.qualifier} ${m.text ?? ''}`.trim(), m.names, `${m.qualifier} ${m.text ?? ''}`.trim());
    result.served.add(m);
  }

  // Phrases whose words name a resource type ("a Glue crawler", "an EventBridge event bus").
  // A product name read whole needs no unusual word: its capitals and brand already say it is a product.
  for (const l of intent.leftovers) {
    if (l.words.length < 2 && !l.product) continue;
    const head = l.words[l.words.length - 1];
    const type = findType(dialect, l.words, head, l.product ? undefined : (w) => !isKnownWord(w));
    if (!type) {
      if (l.product) result.lines.push(productNotCovered(l.product, dialect));
      continue;
    }
    add(type, l.phrase, l.product ?? l.words.join(' '), l.names, l.names[0] ?? l.product?.toLowerCase());
    // Values stated after a product name, read against the schema of the type its words matched.
    const extra = result.extras.find((e) => e.type === type && e.phrase === l.phrase);
    if (l.product && l.after && extra) {
      const stated = statedValues(dialect, type, l.after, isKnownWord);
      extra.stated = stated.values;
      extra.span = l.span;
      result.lines.push(...stated.unfit.map((u) => GeneratorMessages.schemaWantsOther(u.text, type, u.wants)));
    }
    result.phrases.add(l.phrase);
  }
  // Words of a value stated for a product's minimal block are that value, not components of their own.
  for (const m of servedByNamedTypes(intent, result.extras)) result.served.add(m);
  return result;
}
