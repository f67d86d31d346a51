/**
 * One entry per output format: which kind registry plans for it and which renderer writes it.
 * Every target reuses the same understanding and planner; only the kinds and the writer differ.
 */
import { type FormatId } from '@infragen/contracts';
import { type Cloud } from './model/types';
import { type KindPlanner, type Planner } from './plan/planner';
import { type Intent } from './understand/understand';
import { type RenderOutput } from './render/types';
import { AWS_KINDS, resolveAwsKind } from './kinds/aws';
import { K8S_KINDS } from './kinds/k8s';
import { renderTerraformAws } from './render/terraform/aws';
import { renderKubernetesYaml } from './render/kubernetes/yaml';
import { renderTerraformKubernetes } from './render/kubernetes/terraform';
import { AZURE_KINDS, resolveAzureKind } from './kinds/azure';
import { renderTerraformAzure } from './render/azure/terraform';
import { renderArm } from './render/azure/arm';
import { renderBicep } from './render/azure/bicep';
import { GCP_KINDS } from './kinds/gcp';
import { renderCloudFormation } from './render/cloudformation/template';
import { renderTerraformGoogle } from './render/google/terraform';

export interface Target {
  label: string;
  kinds: ReadonlyMap<string, KindPlanner>;
  resolve: (kind: string, intent: Intent) => string | null;
  render: (plan: Planner) => RenderOutput;
  defaults: string;
  /**
   * Whether a requested component that produced nothing is reported as not covered. The AWS
   * Terraform kinds fold bucket features into the bucket's own resources, so they opt out.
   */
  reportUnproduced?: boolean;
}

const same = (kind: string) => kind;

const K8S_DEFAULTS = 'Secure defaults: non-root, read-only root filesystem, no privilege escalation, all capabilities dropped, requests and limits, probes, no mounted API tokens, default-deny network policy, restricted pod security, secret values never written.';

const AZURE_DEFAULTS = 'Secure defaults: HTTPS and TLS 1.2 only, no public blob access, private networking, managed identities and Entra ID sign-in instead of keys, secrets in Key Vault (never in code), purge protection.';

const TARGETS: Partial<Record<`${Cloud}:${FormatId}`, Target>> = {
  'aws:terraform-aws': { label: 'Terraform (hashicorp/aws)', kinds: AWS_KINDS, resolve: resolveAwsKind, render: renderTerraformAws, defaults: 'Secure defaults: encryption at rest, nothing public unless asked, generated or AWS-managed passwords, least-privilege roles.' },
  'aws:cloudformation': { label: 'CloudFormation', kinds: AWS_KINDS, resolve: resolveAwsKind, render: renderCloudFormation, defaults: 'Secure defaults: encryption at rest, nothing public unless asked, RDS-managed or generated passwords resolved from Secrets Manager (never in the template), TLS-only bucket policies, least-privilege roles, Retain/Snapshot deletion policies for data.', reportUnproduced: true },
  'k8s:kubernetes-yaml': { label: 'Kubernetes YAML manifests', kinds: K8S_KINDS, resolve: same, render: renderKubernetesYaml, defaults: K8S_DEFAULTS, reportUnproduced: true },
  'k8s:terraform-kubernetes': { label: 'Terraform (hashicorp/kubernetes)', kinds: K8S_KINDS, resolve: same, render: renderTerraformKubernetes, defaults: K8S_DEFAULTS, reportUnproduced: true },
  'azure:terraform-azurerm': { label: 'Terraform (hashicorp/azurerm)', kinds: AZURE_KINDS, resolve: resolveAzureKind, render: renderTerraformAzure, defaults: AZURE_DEFAULTS, reportUnproduced: true },
  'azure:arm': { label: 'ARM template', kinds: AZURE_KINDS, resolve: resolveAzureKind, render: renderArm, defaults: AZURE_DEFAULTS, reportUnproduced: true },
  'azure:bicep': { label: 'Bicep', kinds: AZURE_KINDS, resolve: resolveAzureKind, render: renderBicep, defaults: AZURE_DEFAULTS, reportUnproduced: true },
  'gcp:terraform-google': { label: 'Terraform (hashicorp/google)', kinds: GCP_KINDS, resolve: same, render: renderTerraformGoogle, defaults: 'Secure defaults: uniform bucket access with public access prevention, private IP and TLS for Cloud SQL, no public VM IPs, OS Login, Shielded VMs, dedicated service accounts, deletion protection, secrets from sensitive variables.', reportUnproduced: true },
};

/** The multi-cloud `terraform` format writes the Terraform target of whichever cloud the prompt names. */
const TERRAFORM_OF: Record<Cloud, FormatId> = { aws: 'terraform-aws', azure: 'terraform-azurerm', gcp: 'terraform-google', k8s: 'terraform-kubernetes' };

export function targetFor(cloud: Cloud, format: FormatId): Target | undefined {
  const f = format === 'terraform' ? TERRAFORM_OF[cloud] : format;
  return TARGETS[`${cloud}:${f}`];
}
