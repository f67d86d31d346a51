import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CfnContext, type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';
import { requestedOpenPort, vpcCidr } from '../common';
import { decide, purposeOf } from './decide';

// A VPC given by its id alone has no range CloudFormation can read: it is asked for beside the id.
const vpcCidrParameter = (x: CfnContext) =>
  x.parameter('VpcCidr', { Type: 'String', Description: 'Address range of the VPC, admitted on the group ports' });

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const vpc = (c.ref.vpc as Component | undefined) ?? x.plan.first('aws.vpc');
    const anywhere = c.config.from === 'anywhere' || c.attrs.flags.has('public');
    const { fromGroup, ports, rangeRules, sourceGroup } = decide(c, x.plan);
    const waivers = [
      ...(anywhere ? ports.flatMap((p) => requestedOpenPort(p) ?? []) : []),
      ...rangeRules.filter((r) => r.cidr === '0.0.0.0/0').flatMap((r) => requestedOpenPort(r.port) ?? []),
    ];
    x.add(x.id(c), {
      Type: 'AWS::EC2::SecurityGroup',
      Metadata: waivers.length ? { infragen: { waive: waivers } } : undefined,
      Properties: {
        GroupDescription: `${purposeOf(c, decide(c, x.plan), givenName(c))} traffic`
          .slice(0, 255)
          .replace(/[^A-Za-z0-9 ._\-:/()#,@[\]+=&;{}!$*]/g, ' '),
        // With no VPC in the request, theirs is a parameter, never made only to hold the group.
        VpcId: vpc
          ? x.ref(vpc)
          : x.parameter('VpcId', { Type: 'AWS::EC2::VPC::Id', Description: 'VPC the security group belongs to' }),
        SecurityGroupIngress: ports
          .map((p) =>
            // Behind a load balancer only its group is admitted (its egress is open in this format).
            fromGroup
              ? {
                  IpProtocol: 'tcp',
                  FromPort: p,
                  ToPort: p,
                  SourceSecurityGroupId: x.att(fromGroup, 'GroupId'),
                  Description: `port ${p} from the load balancer`,
                }
              : sourceGroup
                ? {
                    IpProtocol: 'tcp',
                    FromPort: p,
                    ToPort: p,
                    SourceSecurityGroupId: x.ref(sourceGroup),
                    Description: `port ${p} from the given security group only`,
                  }
                : {
                    IpProtocol: 'tcp',
                    FromPort: p,
                    ToPort: p,
                    CidrIp: anywhere ? '0.0.0.0/0' : vpc ? vpcCidr(vpc) : vpcCidrParameter(x),
                    Description: `port ${p}`,
                  },
          )
          .concat(
            rangeRules.map(({ port, cidr }) => ({
              IpProtocol: 'tcp',
              FromPort: port,
              ToPort: port,
              CidrIp: cidr,
              Description: cidr === '0.0.0.0/0' ? `port ${port} from anywhere` : `port ${port} from ${cidr} only`,
            })),
          ),
        SecurityGroupEgress: [{ IpProtocol: '-1', CidrIp: '0.0.0.0/0', Description: 'all outbound' }],
        Tags: tags(c),
      },
    });
  },
};
