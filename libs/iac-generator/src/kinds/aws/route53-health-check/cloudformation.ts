import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c, x.plan);
    x.add(x.id(c), {
      Type: 'AWS::Route53::HealthCheck',
      Properties: {
        HealthCheckConfig: {
          Type: 'HTTPS',
          FullyQualifiedDomainName: d.domain,
          ResourcePath: d.path,
          Port: 443,
          RequestInterval: d.interval,
          FailureThreshold: d.failures,
        },
        HealthCheckTags: tags(c),
      },
    });
  },
};
