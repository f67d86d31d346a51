import type { FormatId } from '@infragen/contracts';

/**
 * What each output format must look like. Provider versions are pinned here (and only here) so a
 * generated module does not silently change behaviour when a provider releases a major version.
 */
export const FORMAT_GUIDANCE: Readonly<Record<FormatId, string>> = {
  cloudformation:
    'Write one AWS CloudFormation template in YAML (AWSTemplateFormatVersion "2010-09-09") with Parameters for every value a user would change and Outputs for identifiers others need. Use NoEcho parameters, AWS::SecretsManager::Secret with GenerateSecretString or ManageMasterUserPassword for credentials.',
  'terraform-aws':
    'Write Terraform (HCL) for the hashicorp/aws provider. Start with a terraform block pinning required_version ">= 1.6" and required_providers aws = { source = "hashicorp/aws", version = "~> 5.80" }. Declare variables with descriptions and types (sensitive = true for secrets) and outputs for identifiers others need.',
  arm: 'Write one Azure Resource Manager template in JSON ($schema deploymentTemplate.json#, contentVersion "1.0.0.0") with parameters (securestring for secrets), variables, resources with explicit apiVersion values, and outputs.',
  bicep:
    'Write one Azure Bicep file with @description and @secure() decorated parameters, resources with explicit API versions, and outputs.',
  'terraform-azurerm':
    'Write Terraform (HCL) for the hashicorp/azurerm provider pinned to version "~> 4.14" (with a provider "azurerm" { features {} } block) and required_version ">= 1.6". Declare variables (sensitive = true for secrets) and outputs.',
  'terraform-google':
    'Write Terraform (HCL) for the hashicorp/google provider pinned to version "~> 6.14" and required_version ">= 1.6". Use variables for project and region, sensitive = true for secrets, and outputs. (Deployment Manager is retired; do not use it.)',
  terraform:
    'Write Terraform (HCL). Choose the providers the request needs (hashicorp/aws "~> 5.80", hashicorp/azurerm "~> 4.14", hashicorp/google "~> 6.14", hashicorp/kubernetes "~> 2.35"), pin them in required_providers with required_version ">= 1.6", and declare variables and outputs.',
  'kubernetes-yaml':
    'Write Kubernetes manifests as one multi-document YAML (documents separated by ---) using stable API versions (apps/v1, networking.k8s.io/v1, autoscaling/v2, policy/v1). Set resource requests and limits, liveness and readiness probes, a restrictive securityContext (runAsNonRoot, readOnlyRootFilesystem, no privilege escalation, drop ALL capabilities), and reference Secrets instead of inline credentials.',
  'terraform-kubernetes':
    'Write Terraform (HCL) for the hashicorp/kubernetes provider pinned to version "~> 2.35" with required_version ">= 1.6". Set resource requests and limits, probes, a restrictive security_context, and reference Secrets instead of inline credentials.',
};
