/**
 * Platforms the workspace offers and the infrastructure-as-code formats each can produce.
 * The default platform is aws; an unknown platform falls back to aws rather than being refused.
 *
 * @example
 *   resolvePlatform('gcp').id          // 'gcp'
 *   resolvePlatform('nonsense').id     // 'aws'
 *   resolveFormat('azure').id          // 'arm'
 */
export const PLATFORM_IDS = ['aws', 'azure', 'gcp', 'terraform', 'kubernetes'] as const;
export type PlatformId = (typeof PLATFORM_IDS)[number];
export const DEFAULT_PLATFORM: PlatformId = 'aws';

export const FORMAT_IDS = [
  'cloudformation',
  'terraform-aws',
  'arm',
  'bicep',
  'terraform-azurerm',
  'terraform-google',
  'terraform',
  'kubernetes-yaml',
  'terraform-kubernetes',
] as const;
export type FormatId = (typeof FORMAT_IDS)[number];

/** Highlighting language of a format's text. */
export type CodeLanguage = 'hcl' | 'yaml' | 'json' | 'bicep';

export interface FormatInfo {
  id: FormatId;
  /** Human label shown in the format picker. */
  label: string;
  language: CodeLanguage;
  extension: '.tf' | '.yaml' | '.json' | '.bicep';
  /** The Terraform provider the format targets, when it is Terraform. */
  terraformProvider?: 'aws' | 'azurerm' | 'google' | 'kubernetes';
}

export interface PlatformInfo {
  id: PlatformId;
  name: string;
  /** First entry is the default format. */
  formats: readonly FormatId[];
}

export const FORMATS: Readonly<Record<FormatId, FormatInfo>> = {
  cloudformation: { id: 'cloudformation', label: 'CloudFormation (YAML)', language: 'yaml', extension: '.yaml' },
  'terraform-aws': {
    id: 'terraform-aws',
    label: 'Terraform (AWS provider)',
    language: 'hcl',
    extension: '.tf',
    terraformProvider: 'aws',
  },
  arm: { id: 'arm', label: 'ARM template (JSON)', language: 'json', extension: '.json' },
  bicep: { id: 'bicep', label: 'Bicep', language: 'bicep', extension: '.bicep' },
  'terraform-azurerm': {
    id: 'terraform-azurerm',
    label: 'Terraform (azurerm provider)',
    language: 'hcl',
    extension: '.tf',
    terraformProvider: 'azurerm',
  },
  'terraform-google': {
    id: 'terraform-google',
    label: 'Terraform (google provider)',
    language: 'hcl',
    extension: '.tf',
    terraformProvider: 'google',
  },
  terraform: { id: 'terraform', label: 'Terraform (any provider)', language: 'hcl', extension: '.tf' },
  'kubernetes-yaml': {
    id: 'kubernetes-yaml',
    label: 'Kubernetes manifests (YAML)',
    language: 'yaml',
    extension: '.yaml',
  },
  'terraform-kubernetes': {
    id: 'terraform-kubernetes',
    label: 'Terraform (kubernetes provider)',
    language: 'hcl',
    extension: '.tf',
    terraformProvider: 'kubernetes',
  },
};

export const PLATFORMS: Readonly<Record<PlatformId, PlatformInfo>> = {
  aws: { id: 'aws', name: 'AWS', formats: ['cloudformation', 'terraform-aws'] },
  azure: { id: 'azure', name: 'Azure', formats: ['arm', 'bicep', 'terraform-azurerm'] },
  // Deployment Manager is retired, so Google Cloud is served through Terraform only.
  gcp: { id: 'gcp', name: 'Google Cloud', formats: ['terraform-google'] },
  terraform: { id: 'terraform', name: 'Multi-Cloud/Terraform', formats: ['terraform'] },
  kubernetes: { id: 'kubernetes', name: 'Kubernetes', formats: ['kubernetes-yaml', 'terraform-kubernetes'] },
};

/** The four tiles of the landing and the workspace intro; the workspace selector adds kubernetes. */
export const LANDING_PLATFORMS: readonly PlatformId[] = ['aws', 'azure', 'gcp', 'terraform'];

function isPlatformId(value: unknown): value is PlatformId {
  return typeof value === 'string' && (PLATFORM_IDS as readonly string[]).includes(value);
}

export function resolvePlatform(value: unknown): PlatformInfo {
  return PLATFORMS[isPlatformId(value) ? value : DEFAULT_PLATFORM];
}

/** The requested format when the platform offers it, else the platform's default. */
export function resolveFormat(platform: unknown, format?: unknown): FormatInfo {
  const info = resolvePlatform(platform);
  const wanted = info.formats.find((f) => f === format);
  return FORMATS[wanted ?? info.formats[0]];
}
