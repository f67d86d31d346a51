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
import { type Intent } from './understand/understand';
import { targetFor, type Target } from './targets';
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

// Words that name one cloud; the multi-cloud `terraform` format writes for the first one named.
const CLOUD_WORDS: [Cloud, RegExp][] = [
  ['aws', /\b(?:aws|amazon|s3|ec2|rds|dynamodb|lambda|eks|cloudfront|route ?53|sqs|sns)\b/i],
  ['azure', /\b(?:azure|azurerm|aks|bicep|cosmos ?db|app service|key vault|resource group|storage account|vnet|function app|blob storage)\b/i],
  ['gcp', /\b(?:gcp|google cloud|google|gke|bigquery|cloud run|cloud sql|gcs|pub ?\/? ?sub|firestore|spanner|memorystore|cloud functions?)\b/i],
  ['k8s', /\b(?:kubernetes manifests?|k8s manifests?|helm|kubectl|statefulset|daemonset|configmap|kubernetes (?:deployment|namespace|service|cron ?job|secret)s?)\b/i],
];

/** The clouds a prompt names, in the order it names them. */
export function cloudsNamed(prompt: string): Cloud[] {
  return CLOUD_WORDS.map(([cloud, re]) => [cloud, prompt.search(re)] as const)
    .filter(([, at]) => at >= 0)
    .sort((a, b) => a[1] - b[1])
    .map(([cloud]) => cloud);
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

const CLOUD_NAMES: Record<Cloud, string> = { aws: 'AWS', azure: 'Azure', gcp: 'Google Cloud', k8s: 'Kubernetes' };

function decline(reason: string, notCovered: string[]): GeneratorResult {
  return { declined: true, files: [], explanation: reason, covered: [], notCovered };
}

export function generateInfrastructure(request: GeneratorRequest): GeneratorResult {
  const prompt = typeof request.prompt === 'string' ? request.prompt : '';
  const format = resolveFormat(request.platform, request.format).id;
  const history = (request.history ?? []).filter((h) => h && h.role === 'user' && typeof h.content === 'string').map((h) => h.content);
  const cloud = cloudFor(format, [...history, prompt].join('\n'));
  const target = targetFor(cloud, format);
  if (!target) {
    return decline(`The built-in generator does not write ${format} for this cloud. Choose another format, or configure a model for this one.`, [`the ${format} format`]);
  }
  const intent = understand(prompt, cloud, history);
  const plan = planFromIntent(intent, target.kinds, target.resolve);
  const unwritten = unwrittenMentions(intent, target);
  if (!plan.components.length) {
    const said = [...intent.notCovered, ...unwritten];
    const listed = said.length ? said : ['the whole request'];
    return decline(`I did not recognise any infrastructure in this request that ${target.label} can express, so I wrote no code rather than guess.\n${listed.map((n) => `not covered: ${n}`).join('\n')}`, listed);
  }
  const out = target.render(plan);
  const covered = coverage(intent.phrases, plan.components, out.produced);
  const implicit = plan.components.filter((c) => c.implicit);
  // A kind this target plans but cannot express (nothing produced) is reported, never dropped.
  const empty = plan.components.filter((c) => target.reportUnproduced && !c.implicit && !(out.produced.get(c) ?? []).length).map((c) => `'${mentionText(intent, target, c.kind) ?? c.kind.split('.')[1].replace(/_/g, ' ')}' (not written for ${target.label} yet)`);
  // One provider per request: other clouds the prompt names are said, not silently dropped.
  const others = format === 'terraform' ? cloudsNamed([...history, prompt].join('\n')).filter((c) => c !== cloud).map((c) => `the ${CLOUD_NAMES[c]} part (this request was written for ${CLOUD_NAMES[cloud]}; ask for the other cloud separately)`) : [];
  const notCovered = [...new Set([...intent.notCovered, ...unwritten, ...empty, ...others])];
  return {
    declined: false,
    files: out.files,
    explanation: explanation(covered, implicit, out.produced, notCovered, target.label, target.defaults),
    covered,
    notCovered,
  };
}

/** Mentions whose kind the target has no renderer for. */
function unwrittenMentions(intent: Intent, target: Target): string[] {
  const out: string[] = [];
  for (const m of intent.mentions) {
    const kind = target.resolve(m.kind, intent);
    if (kind && !target.kinds.has(kind)) out.push(`'${m.text ?? kind}' (not written for ${target.label} yet)`);
  }
  return out;
}

function mentionText(intent: Intent, target: Target, kind: string): string | undefined {
  return intent.mentions.find((m) => target.resolve(m.kind, intent) === kind)?.text;
}
