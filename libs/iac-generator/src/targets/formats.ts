/**
 * One entry per output format: which kind registry plans for it, and which renderer writes it with
 * which writer table. Every target reuses the same understanding and planner; only the kinds and
 * the writers differ.
 */
import { type FormatId } from '@infragen/contracts';
import { type Cloud } from '../model/types';
import { renderArm } from '../render/azure/arm';
import { renderBicep } from '../render/azure/bicep';
import { renderTerraformAzure } from '../render/azure/terraform';
import { renderCloudFormation } from '../render/cloudformation/template';
import { renderTerraformGoogle } from '../render/google/terraform';
import { renderTerraformKubernetes } from '../render/kubernetes/terraform';
import { renderKubernetesYaml } from '../render/kubernetes/yaml';
import { renderTerraformAws } from '../render/terraform/aws';
import { AWS_KINDS, resolveAwsKind } from '../kinds/aws';
import { AWS_CLOUDFORMATION_WRITERS } from '../kinds/aws/cloudformation';
import { AWS_TERRAFORM_WRITERS } from '../kinds/aws/terraform';
import { AZURE_KINDS, resolveAzureKind } from '../kinds/azure';
import { AZURE_ARM_WRITERS } from '../kinds/azure/arm';
import { AZURE_TERRAFORM_WRITERS } from '../kinds/azure/terraform';
import { GCP_KINDS, resolveGcpKind } from '../kinds/gcp';
import { GCP_TERRAFORM_WRITERS } from '../kinds/gcp/terraform';
import { K8S_KINDS } from '../kinds/k8s';
import { K8S_MANIFEST_WRITERS } from '../kinds/k8s/manifests';
import { type Target } from './target';
import { type TerraformWriter } from '../render/terraform/context';
import { type WriterTable } from '../render/writer';
import { resolveK8sKind } from '../kinds/k8s';

/** The kind a Terraform writer table writes `type` for, looked up by the writers' main resource types. */
function byResourceType(writers: WriterTable<TerraformWriter>): (type: string) => string | undefined {
  let index: Map<string, string> | undefined;
  return (type) => {
    index ??= new Map([...writers].map(([kind, w]) => [w.resourceType, kind]));
    return index.get(type);
  };
}

const TARGETS: Partial<Record<`${Cloud}:${FormatId}`, Target>> = {
  'aws:terraform-aws': {
    label: 'Terraform (hashicorp/aws)',
    kinds: AWS_KINDS,
    resolve: resolveAwsKind,
    render: (plan) => renderTerraformAws(plan, AWS_TERRAFORM_WRITERS),
    dialect: 'terraform:aws',
    kindForType: byResourceType(AWS_TERRAFORM_WRITERS),
    defaults: 'awsTerraform',
  },
  'aws:cloudformation': {
    label: 'CloudFormation',
    kinds: AWS_KINDS,
    resolve: resolveAwsKind,
    render: (plan) => renderCloudFormation(plan, AWS_CLOUDFORMATION_WRITERS),
    dialect: 'cloudformation',
    defaults: 'awsCloudFormation',
    reportUnproduced: true,
  },
  'k8s:kubernetes-yaml': {
    label: 'Kubernetes YAML manifests',
    kinds: K8S_KINDS,
    resolve: resolveK8sKind,
    render: (plan) => renderKubernetesYaml(plan, K8S_MANIFEST_WRITERS),
    dialect: 'kubernetes',
    defaults: 'k8s',
    reportUnproduced: true,
  },
  'k8s:terraform-kubernetes': {
    label: 'Terraform (hashicorp/kubernetes)',
    kinds: K8S_KINDS,
    resolve: resolveK8sKind,
    render: (plan) => renderTerraformKubernetes(plan, K8S_MANIFEST_WRITERS),
    dialect: 'kubernetes',
    defaults: 'k8s',
    reportUnproduced: true,
  },
  'azure:terraform-azurerm': {
    label: 'Terraform (hashicorp/azurerm)',
    kinds: AZURE_KINDS,
    resolve: resolveAzureKind,
    render: (plan) => renderTerraformAzure(plan, AZURE_TERRAFORM_WRITERS),
    dialect: 'terraform:azurerm',
    kindForType: byResourceType(AZURE_TERRAFORM_WRITERS),
    defaults: 'azure',
    reportUnproduced: true,
  },
  'azure:arm': {
    label: 'ARM template',
    kinds: AZURE_KINDS,
    resolve: resolveAzureKind,
    render: (plan) => renderArm(plan, AZURE_ARM_WRITERS),
    dialect: 'arm',
    defaults: 'azure',
    reportUnproduced: true,
  },
  'azure:bicep': {
    label: 'Bicep',
    kinds: AZURE_KINDS,
    resolve: resolveAzureKind,
    render: (plan) => renderBicep(plan, AZURE_ARM_WRITERS),
    dialect: 'arm',
    defaults: 'azure',
    reportUnproduced: true,
  },
  'gcp:terraform-google': {
    label: 'Terraform (hashicorp/google)',
    kinds: GCP_KINDS,
    resolve: resolveGcpKind,
    render: (plan) => renderTerraformGoogle(plan, GCP_TERRAFORM_WRITERS),
    dialect: 'terraform:google',
    kindForType: byResourceType(GCP_TERRAFORM_WRITERS),
    defaults: 'gcp',
    reportUnproduced: true,
  },
};

/** The multi-cloud `terraform` format writes the Terraform target of whichever cloud the prompt names. */
const TERRAFORM_OF: Record<Cloud, FormatId> = {
  aws: 'terraform-aws',
  azure: 'terraform-azurerm',
  gcp: 'terraform-google',
  k8s: 'terraform-kubernetes',
};

export function targetFor(cloud: Cloud, format: FormatId): Target | undefined {
  const f = format === 'terraform' ? TERRAFORM_OF[cloud] : format;
  return TARGETS[`${cloud}:${f}`];
}
