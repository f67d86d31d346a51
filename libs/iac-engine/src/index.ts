/**
 * The built-in generator: plain English -> infrastructure-as-code, deterministically, with no model.
 *
 * @example
 *   const r = generateInfrastructure({ prompt: 'A private S3 bucket named "logs"', platform: 'aws', format: 'terraform-aws' });
 *   r.files.map((f) => f.path) // ['versions.tf', 'main.tf', 'variables.tf', 'outputs.tf']
 */
import { type CodeLanguage, type FormatId, type PlatformId, resolveFormat } from '@infragen/contracts';
import { type Cloud } from './model/types';
import { understand } from './understand/understand';
import { planFromIntent } from './plan/planner';
import { AWS_KINDS, resolveAwsKind } from './kinds/aws';
import { renderTerraformAws } from './render/terraform/aws';
import { coverage, explanation } from './explain';

export { renderAsMarkdown, streamChunks } from './stream';

export interface GeneratorRequest {
  prompt: string;
  platform: PlatformId;
  format: FormatId;
  history?: { role: 'user' | 'assistant'; content: string }[];
}
export interface GeneratedFile {
  path: string;
  content: string;
  language: CodeLanguage;
}
export interface GeneratorResult {
  declined: boolean;
  files: GeneratedFile[];
  explanation: string;
  covered: { phrase: string; resources: string[] }[];
  notCovered: string[];
}

const CLOUD_WORDS: [Cloud, RegExp][] = [
  ['azure', /\b(?:azure|azurerm|aks|bicep|cosmos ?db|app service)\b/i],
  ['gcp', /\b(?:gcp|google cloud|gke|bigquery|cloud run|gcs)\b/i],
  ['k8s', /\b(?:kubernetes manifests?|helm|k8s manifests?)\b/i],
];

/** Which cloud a format writes for; the multi-cloud `terraform` format reads it from the prompt. */
export function cloudFor(format: FormatId, prompt: string): Cloud {
  const info = resolveFormat(undefined, undefined);
  void info;
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
      return CLOUD_WORDS.find(([, re]) => re.test(prompt))?.[0] ?? 'aws';
  }
}

function decline(reason: string, notCovered: string[]): GeneratorResult {
  return { declined: true, files: [], explanation: reason, covered: [], notCovered };
}

export function generateInfrastructure(request: GeneratorRequest): GeneratorResult {
  const prompt = typeof request.prompt === 'string' ? request.prompt : '';
  const format = resolveFormat(request.platform, request.format).id;
  const history = (request.history ?? []).filter((h) => h && h.role === 'user' && typeof h.content === 'string').map((h) => h.content);
  const cloud = cloudFor(format, [...history, prompt].join('\n'));
  const intent = understand(prompt, cloud, history);
  if (cloud !== 'aws' || format === 'cloudformation') {
    return decline(`The built-in generator does not yet write ${format}. It writes Terraform for AWS (choose "Terraform (AWS provider)"), or configure a model for this format.`, [`the ${format} format`]);
  }
  const plan = planFromIntent(intent, AWS_KINDS, resolveAwsKind);
  if (!plan.components.length) {
    const said = intent.notCovered.length ? intent.notCovered : ['the whole request'];
    return decline(`I did not recognise any infrastructure in this request, so I wrote no code rather than guess.\n${said.map((n) => `not covered: ${n}`).join('\n')}`, said);
  }
  const out = renderTerraformAws(plan);
  const covered = coverage(intent.phrases, plan.components, out.produced);
  const implicit = plan.components.filter((c) => c.implicit);
  return {
    declined: false,
    files: out.files,
    explanation: explanation(covered, implicit, out.produced, intent.notCovered, 'Terraform (hashicorp/aws)'),
    covered,
    notCovered: intent.notCovered,
  };
}
