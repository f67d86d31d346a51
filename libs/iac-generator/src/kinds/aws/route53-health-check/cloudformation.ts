import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';
import { domainOf } from '../cloudformation/edge';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::Route53::HealthCheck',
      Properties: {
        HealthCheckConfig: {
          Type: 'HTTPS',
          FullyQualifiedDomainName: domainOf(x),
          ResourcePath: c.attrs.path ?? '/',
          Port: 443,
          RequestInterval: 30,
          FailureThreshold: 3,
        },
        HealthCheckTags: tags(c),
      },
    }),
};
