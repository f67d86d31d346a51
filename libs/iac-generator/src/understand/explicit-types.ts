/**
 * Resource types and Kubernetes kinds written as such in a request (`aws_sqs_queue`,
 * `AWS::SQS::Queue`, `Microsoft.Cache/redis`, "ResourceQuota"), and their words for the vocabulary.
 */
import { kubernetesKind } from '../catalogue/kubernetes';
import { type Cloud } from '../model/types';
import { CONCEPTS } from './vocabulary';

// Resource types written as such: Terraform types, CloudFormation types, ARM types.
const EXPLICIT_TYPE =
  /\b(?:aws|azurerm|google|kubernetes)_[a-z0-9]+(?:_[a-z0-9]+)+\b|\bAWS::[A-Za-z0-9]+::[A-Za-z0-9]+\b|\bMicrosoft\.[A-Za-z]+\/[A-Za-z]+(?:\/[A-Za-z]+)*\b/g;

export const TYPE_WITH_CAPITALS =
  /\bAWS::[A-Za-z0-9]+::[A-Za-z0-9]+\b|\bMicrosoft\.[A-Za-z]+\/[A-Za-z]+(?:\/[A-Za-z]+)*\b/g;
const IS_CAPITALISED_TYPE = /^(?:AWS::|Microsoft\.)/;
// A Kubernetes kind written as such ("RuntimeClass", "IngressClass") names its type as a Terraform type does.
const KIND_NAME = /\b[A-Z][a-z]+(?:[A-Z][a-z]+)+\b/g;

// A Kubernetes kind or product written as one CamelCase word ("ResourceQuota", "PodDisruptionBudget").
// Parts of a resource type (`AWS::EC2::LaunchTemplate`, `Microsoft.Web/staticSites`) are left alone.
const CAMEL_WORD = /(?<![:/.\w])[A-Z][a-z]+(?:[A-Z][a-z]+)+\b/g;
const KNOWN_PHRASES = new Set(CONCEPTS.flatMap((c) => c.phrases));

/**
 * "ResourceQuota" -> "Resource Quota" when the spaced words are a vocabulary phrase; other
 * CamelCase words ("CloudFront", "MyApp") stay as they are written.
 */
export function splitCamelWords(text: string): string {
  return text.replace(CAMEL_WORD, (w) => {
    const spaced = w.replace(/([a-z])([A-Z])/g, '$1 $2');
    return KNOWN_PHRASES.has(spaced.toLowerCase()) ? spaced : w;
  });
}

/** The words of a CloudFormation or ARM type, so the vocabulary reads it: `AWS::SQS::Queue` -> "sqs queue". */
export function typeWords(type: string): string {
  return type
    .replace(/^AWS::|^Microsoft\./, '')
    .split(/::|\/|\./)
    .map((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase())
    .join(' ');
}

/** A resource type or Kubernetes kind written in the text, where it stands, with what follows it. */
export interface TypeNamed {
  type: string;
  at: number;
  end: number;
  /** The names given right after it, and the rest of its phrase as written (filled in per clause). */
  names: string[];
  after: string;
}

/**
 * The resource types written in `text` (and, in a Kubernetes answer, its kinds written as such).
 * A named type's span takes in the words added after a CloudFormation or ARM type.
 */
export function typesNamedAt(text: string, cloud: Cloud): TypeNamed[] {
  const kindsNamed =
    cloud === 'k8s' ? [...text.matchAll(KIND_NAME)].filter((m) => kubernetesKind(m[0])?.kind === m[0]) : [];
  return [...text.matchAll(EXPLICIT_TYPE), ...kindsNamed].map((m) => ({
    type: m[0],
    at: m.index,
    end: m.index + m[0].length + (IS_CAPITALISED_TYPE.test(m[0]) ? typeWords(m[0]).length + 1 : 0),
    names: [] as string[],
    after: '',
  }));
}

/**
 * Values stated after a named type are read as written: "type NodePort", not its words. Returns
 * what turns the spaced words of `quotedText`'s CamelCase words back into the words as written.
 */
export function camelWordsAsWritten(quotedText: string): (s: string) => string {
  const camelSplits = [...new Set(quotedText.match(CAMEL_WORD) ?? [])]
    .map((w) => [splitCamelWords(w), w] as const)
    .filter(([spaced, w]) => spaced !== w);
  return (s: string) => camelSplits.reduce((t, [spaced, w]) => t.split(spaced).join(w), s);
}
