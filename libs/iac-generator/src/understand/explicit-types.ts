/**
 * Resource types and Kubernetes kinds written as such in a request (`aws_sqs_queue`,
 * `AWS::SQS::Queue`, `Microsoft.Cache/redis`, "ResourceQuota"), and their words for the vocabulary.
 */
import { CONCEPTS } from './vocabulary';

// Resource types written as such: Terraform types, CloudFormation types, ARM types.
export const EXPLICIT_TYPE =
  /\b(?:aws|azurerm|google|kubernetes)_[a-z0-9]+(?:_[a-z0-9]+)+\b|\bAWS::[A-Za-z0-9]+::[A-Za-z0-9]+\b|\bMicrosoft\.[A-Za-z]+\/[A-Za-z]+(?:\/[A-Za-z]+)*\b/g;

export const TYPE_WITH_CAPITALS =
  /\bAWS::[A-Za-z0-9]+::[A-Za-z0-9]+\b|\bMicrosoft\.[A-Za-z]+\/[A-Za-z]+(?:\/[A-Za-z]+)*\b/g;
export const IS_CAPITALISED_TYPE = /^(?:AWS::|Microsoft\.)/;
// A Kubernetes kind written as such ("RuntimeClass", "IngressClass") names its type as a Terraform type does.
export const KIND_NAME = /\b[A-Z][a-z]+(?:[A-Z][a-z]+)+\b/g;

// A Kubernetes kind or product written as one CamelCase word ("ResourceQuota", "PodDisruptionBudget").
// Parts of a resource type (`AWS::EC2::LaunchTemplate`, `Microsoft.Web/staticSites`) are left alone.
export const CAMEL_WORD = /(?<![:/.\w])[A-Z][a-z]+(?:[A-Z][a-z]+)+\b/g;
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
