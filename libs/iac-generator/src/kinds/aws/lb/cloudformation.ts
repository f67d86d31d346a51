import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { sgRefs, subnetRefs, tags } from '../cloudformation/common';
import { dnsName } from '../common';
import { lbType } from '../edge';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const type = lbType(c);
    x.add(x.id(c), {
      Type: 'AWS::ElasticLoadBalancingV2::LoadBalancer',
      Properties: {
        Name: c.name ? dnsName(c, 32) : undefined,
        Type: type,
        Scheme:
          type === 'gateway'
            ? undefined
            : c.attrs.flags.has('internal') || c.attrs.flags.has('private')
              ? 'internal'
              : 'internet-facing',
        Subnets: subnetRefs(c, x),
        SecurityGroups: type === 'gateway' ? undefined : sgRefs(c, x),
        LoadBalancerAttributes: [
          ...(type === 'application'
            ? [{ Key: 'routing.http.drop_invalid_header_fields.enabled', Value: 'true' }]
            : []),
          { Key: 'deletion_protection.enabled', Value: 'true' },
        ],
        Tags: tags(c),
      },
    });
    x.output(`${x.id(c)}Dns`, x.att(c, 'DNSName'), 'Load balancer DNS name');
  },
};
