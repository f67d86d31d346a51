import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { sgRefs, subnetRefs, tags } from '../cloudformation/common';
import { dnsName } from '../common';
import { decide } from './decide';
import { givenLbDomain, lbDomainParameter } from '../cloudfront-distribution/origin';

export const cloudformation: CloudFormationWriter = {
  // One the request gave by its DNS name ("our ALB my-alb-1.eu-west-1.elb.amazonaws.com") is served
  // by that name, which a template cannot look up from the ARN: a parameter holds it, with it as default.
  referred: (c, x) => {
    const domain = givenLbDomain(c);
    if (!domain) return;
    x.parameter(lbDomainParameter(x.id(c)), {
      Type: 'String',
      Description: `DNS name of the existing load balancer ${x.id(c)}`,
      Default: domain,
    });
    x.note(`parameter ${lbDomainParameter(x.id(c))}`);
  },
  write: (c, x) => {
    const d = decide(c, x.plan);
    const type = d.type;
    x.add(x.id(c), {
      Type: 'AWS::ElasticLoadBalancingV2::LoadBalancer',
      Properties: {
        Name: c.name ? dnsName(c, 32) : undefined,
        Type: type,
        Scheme: type === 'gateway' ? undefined : d.internal ? 'internal' : 'internet-facing',
        Subnets: d.subnetEips ? undefined : subnetRefs(c, x),
        SubnetMappings: d.subnetEips?.map((m) => ({
          SubnetId: x.ref(m.subnet),
          AllocationId: x.att(m.eip, 'AllocationId'),
        })),
        SecurityGroups: type === 'gateway' ? undefined : sgRefs(c, x),
        LoadBalancerAttributes: [
          ...(type === 'application'
            ? [{ Key: 'routing.http.drop_invalid_header_fields.enabled', Value: 'true' }]
            : []),
          { Key: 'deletion_protection.enabled', Value: String(d.deletionProtection) },
        ],
        Tags: tags(c),
      },
    });
    x.output(`${x.id(c)}Dns`, x.att(c, 'DNSName'), 'Load balancer DNS name');
  },
};
