import type { DocsSection } from './docs-types';

export const platforms: DocsSection = {
  id: 'platforms-and-formats',
  title: 'Platforms and formats',
  blocks: [
    {
      kind: 'p',
      text: 'A request names a platform and, optionally, a format; the platform’s first format is the default. The default platform is AWS, and an unknown platform falls back to AWS rather than being refused.',
    },
    { kind: 'platforms' },
  ],
  subsections: [
    {
      id: 'platform-aws',
      title: 'AWS',
      blocks: [
        { kind: 'platform-formats', platform: 'aws' },
        {
          kind: 'p',
          text: 'CloudFormation templates are YAML with short-form tags (`!Ref`, `!GetAtt`, `!Sub`). Terraform uses the `aws` provider, pinned in `required_providers`.',
        },
      ],
    },
    {
      id: 'platform-azure',
      title: 'Azure',
      blocks: [
        { kind: 'platform-formats', platform: 'azure' },
        {
          kind: 'p',
          text: 'ARM templates are JSON with parameters, variables and template expressions; Bicep is the shorter language that compiles to them; Terraform uses the `azurerm` provider.',
        },
      ],
    },
    {
      id: 'platform-gcp',
      title: 'Google Cloud',
      blocks: [
        { kind: 'platform-formats', platform: 'gcp' },
        {
          kind: 'p',
          text: 'Google Cloud is served through Terraform with the `google` provider: Deployment Manager is retired.',
        },
      ],
    },
    {
      id: 'platform-terraform',
      title: 'Multi-Cloud/Terraform',
      blocks: [
        { kind: 'platform-formats', platform: 'terraform' },
        {
          kind: 'p',
          text: 'Terraform HCL with whichever providers the request needs, for setups that span clouds.',
        },
      ],
    },
    {
      id: 'platform-kubernetes',
      title: 'Kubernetes',
      blocks: [
        { kind: 'platform-formats', platform: 'kubernetes' },
        {
          kind: 'p',
          text: 'Offered in the workspace’s platform picker: YAML manifests, or Terraform with the `kubernetes` provider.',
        },
      ],
    },
  ],
};
