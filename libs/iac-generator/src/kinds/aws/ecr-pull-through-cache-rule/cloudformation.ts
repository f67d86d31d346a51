import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c);
    x.add(x.id(c), {
      Type: 'AWS::ECR::PullThroughCacheRule',
      Properties: {
        EcrRepositoryPrefix: d.prefix,
        UpstreamRegistryUrl:
          d.upstream ??
          x.parameter(`${x.id(c)}UpstreamRegistryUrl`, { Type: 'String', Description: 'URL of the registry cached' }),
        CredentialArn:
          d.credentialArn ??
          (d.credential ? x.ref(d.credential) : undefined) ??
          (d.needsCredential
            ? x.parameter(`${x.id(c)}CredentialArn`, {
                Type: 'String',
                Description: `ARN of the Secrets Manager secret (name starting ecr-pullthroughcache/) holding the ${d.upstream} credentials`,
              })
            : undefined),
      },
    });
  },
};
