/** Which cloud a request is written for: fixed by most formats, read from the prompt by the multi-cloud one. */
import { type FormatId } from '@infragen/contracts';
import { type Cloud } from '../model/types';
import { correctSpelling } from '../understand/spelling';
import { cloudsOfTypeWords } from './type-word-clouds';

// Words that name one cloud; the multi-cloud `terraform` format writes for the first one named.
// A resource type written as such names its provider too (`azurerm_key_vault`, `AWS::SQS::Queue`):
// `\b` does not end a word before `_`, so the prefixes are matched on their own.
const CLOUD_WORDS: [Cloud, RegExp][] = [
  ['aws', /\b(?:aws|amazon|s3|ec2|rds|dynamodb|lambda|eks|cloudfront|route ?53|sqs|sns)\b|\baws_[a-z0-9]|\bAWS::/i],
  [
    'azure',
    /\b(?:azure|azurerm|aks|bicep|cosmos ?db|app service|key vault|resource group|storage account|vnet|function app|blob storage)\b|\bazurerm_[a-z0-9]|\bMicrosoft\.[A-Za-z]+\//i,
  ],
  [
    'gcp',
    /\b(?:gcp|google cloud|google|gke|bigquery|cloud run|cloud sql|gcs|pub ?\/? ?sub|firestore|spanner|memorystore|cloud functions?)\b|\bgoogle_[a-z0-9]/i,
  ],
  [
    'k8s',
    /\b(?:kubernetes manifests?|k8s manifests?|helm|kubectl|statefulset|daemonset|configmap|kubernetes (?:deployment|namespace|service|cron ?job|secret|provider)s?)\b|\bkubernetes_[a-z0-9]/i,
  ],
];

/** The clouds a prompt names, in the order it names them. */
export function cloudsNamed(prompt: string): Cloud[] {
  // A misspelt cloud word ("kuberentes namespace") names its cloud as the word would.
  const text = correctSpelling(prompt).text;
  const byWords = CLOUD_WORDS.map(([cloud, re]) => [cloud, text.search(re)] as const).filter(([, at]) => at >= 0);
  // "an SSM parameter", "a KMS key ring": words of a type only one cloud's provider has name it too.
  const byTypes = cloudsOfTypeWords(text)
    .filter((t) => !byWords.some(([c]) => c === t.cloud))
    .map((t) => [t.cloud, t.at] as const);
  return [...byWords, ...byTypes].sort((a, b) => a[1] - b[1]).map(([cloud]) => cloud);
}

/** Which cloud a format writes for; the multi-cloud `terraform` format reads it from the prompt (AWS when none is named). */
export function cloudFor(format: FormatId, prompt: string): Cloud {
  switch (format) {
    case 'cloudformation':
    case 'terraform-aws':
      return 'aws';
    case 'arm':
    case 'bicep':
    case 'terraform-azurerm':
      return 'azure';
    case 'terraform-google':
      return 'gcp';
    case 'kubernetes-yaml':
    case 'terraform-kubernetes':
      return 'k8s';
    default:
      return cloudsNamed(prompt)[0] ?? 'aws';
  }
}

/** How the answer names each cloud. */
export const CLOUD_NAMES: Record<Cloud, string> = {
  aws: 'AWS',
  azure: 'Azure',
  gcp: 'Google Cloud',
  k8s: 'Kubernetes',
};
