/**
 * Resource types named as such in a request ("an aws_glue_catalog_database", "AWS::Glue::Database"):
 * which dialect spells them, whether the written code declares them, the minimal block of one with
 * the values stated next to it, and the stated values a kind's own writer did not carry.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { type Dialect, hasType, schemaSource } from '../catalogue';
import { kubernetesKind } from '../catalogue/kubernetes';
import { type StatedValue, statedValues } from '../catalogue/stated';
import { type Cloud } from '../model/types';
import { type Intent, type Mention } from '../understand/understand';
import { isKnownWord } from '../understand/spelling';
import { type Target } from './target';

export interface CatalogueExtra {
  type: string;
  phrase: number;
  names: string[];
  /** The words of the request it answers. */
  text: string;
  /** The label it is written under: the words that named it, or the type's own name. */
  label: string;
  /** Attributes the request stated for a type it named, written into the minimal block. */
  stated?: StatedValue[];
  /** The phrases its stated values were read in, when more than its own. */
  phrases?: number[];
  /** Where a named type is in the text. */
  span?: { start: number; end: number };
}

export const PREFIX: Partial<Record<Dialect, string>> = {
  'terraform:aws': 'aws_',
  'terraform:azurerm': 'azurerm_',
  'terraform:google': 'google_',
};

export function cloudOfType(type: string): Cloud | undefined {
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

export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
