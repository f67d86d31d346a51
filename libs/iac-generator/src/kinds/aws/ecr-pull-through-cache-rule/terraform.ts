import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_ecr_pull_through_cache_rule',
  write: (c, x) => {
    const d = decide(c);
    x.primary(c, {
      ecr_repository_prefix: d.prefix,
      upstream_registry_url:
        d.upstream ??
        x.variable(`${c.id}_upstream_registry_url`, { type: 'string', description: 'URL of the registry cached' }),
      credential_arn:
        d.credentialArn ??
        (d.credential ? x.ref(d.credential, 'arn') : undefined) ??
        (d.needsCredential
          ? x.variable(`${c.id}_credential_arn`, {
              type: 'string',
              description: `ARN of the Secrets Manager secret (name starting ecr-pullthroughcache/) holding the ${d.upstream} credentials`,
            })
          : undefined),
    });
  },
};
