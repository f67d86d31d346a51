/**
 * The formats the catalogue reads types for, the value a minimal block requires, and where the
 * catalogue's knowledge comes from (the schema each Terraform dialect's pinned provider selects).
 */
import { cloudFormationSpec, providerSchema, type ProviderSchema } from '@infragen/iac-schemas';
import { kubernetesSource } from './kubernetes';

export type Dialect =
  | 'terraform:aws'
  | 'terraform:azurerm'
  | 'terraform:google'
  | 'cloudformation'
  | 'arm'
  /** Kubernetes kinds, written as manifest objects (YAML, or `kubernetes_manifest` in Terraform). */
  | 'kubernetes';

export type FieldType = 'string' | 'number' | 'bool' | 'list' | 'map' | 'json' | 'object';

/** A required value of a minimal block, described so each format's writer can spell it. */
export interface Field {
  name: string;
  type: FieldType;
  /** Required fields of a nested block or object. */
  fields?: Field[];
  /** A block or object that the schema allows several of (written once). */
  repeated?: boolean;
  /** Values the schema allows; the first is written. */
  allowed?: string[];
  /** Not required: there only because a stated value goes in it or in a field below it (wanted.ts). */
  optional?: boolean;
}

const PROVIDER: Record<string, string> = {
  'terraform:aws': 'aws',
  'terraform:azurerm': 'azurerm',
  'terraform:google': 'google',
};

/**
 * The schema a Terraform dialect writes against: the one its pinned provider version selects (the
 * oldest bundled), loaded alone (the newer majors cost memory and are never read here).
 */
export function terraformSchema(dialect: Dialect): ProviderSchema | undefined {
  return providerSchema(PROVIDER[dialect] ?? '', 0);
}

/** Where the catalogue's knowledge comes from, for the explanation. */
export function schemaSource(dialect: Dialect): string {
  if (dialect === 'cloudformation')
    return `the CloudFormation resource specification (${cloudFormationSpec().package})`;
  if (dialect === 'arm') return 'the Azure resource manager schemas';
  if (dialect === 'kubernetes') return kubernetesSource();
  const s = terraformSchema(dialect);
  return `the hashicorp/${PROVIDER[dialect]} ${s?.version ?? ''} provider schema`.replace(/\s+provider/, ' provider');
}
