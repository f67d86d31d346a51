import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { sgRefs, subnetRefs, tags } from '../cloudformation/common';
import { certificate } from '../cloudformation/edge';
import { dnsName } from '../common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    x.add(x.id(c), {
      Type: 'AWS::ElasticLoadBalancing::LoadBalancer',
      Properties: {
        LoadBalancerName: c.name ? dnsName(c, 32) : undefined,
        Subnets: subnetRefs(c, x),
        SecurityGroups: sgRefs(c, x),
        Scheme: c.attrs.flags.has('internal') ? 'internal' : 'internet-facing',
        CrossZone: true,
        Listeners: [
          {
            LoadBalancerPort: '443',
            InstancePort: '80',
            Protocol: 'HTTPS',
            InstanceProtocol: 'HTTP',
            SSLCertificateId: certificate(x),
          },
        ],
        HealthCheck: {
          Target: 'HTTP:80/',
          HealthyThreshold: '3',
          UnhealthyThreshold: '5',
          Interval: '30',
          Timeout: '5',
        },
        Tags: tags(c),
      },
    });
  },
};
