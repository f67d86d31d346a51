import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter, type TfContext } from '../../../render/terraform/context';
import { requestedOpenPort } from '../common';
import { decide, purposeOf } from './decide';

const vpcIdOf = (x: TfContext) =>
  x.variable('vpc_id', { type: 'string', description: 'ID of the VPC the security group belongs to' });

export const terraform: TerraformWriter = {
  resourceType: 'aws_security_group',
  write: (c, x) => {
    const vpc = (c.ref.vpc as Component | undefined) ?? x.plan.first('aws.vpc');
    const d = decide(c, x.plan);
    x.primary(c, {
      name_prefix: `${givenName(c)}-`,
      description: `Managed by InfraGen: ${purposeOf(c, d)} traffic`,
      // With no VPC in the request, theirs is referred to by its id, never made only to hold the group.
      vpc_id: vpc ? x.ref(vpc) : vpcIdOf(x),
      tags: { Name: givenName(c) },
      lifecycle: block({ create_before_destroy: true }),
    });
    const anywhere = c.config.from === 'anywhere';
    const { fromGroup, rangeRules, toDatabases, ports } = d;
    for (const port of ports) {
      if (fromGroup) {
        // Both ends of the load balancer's connection: it may send to this group, which admits only it.
        x.resource('aws_vpc_security_group_ingress_rule', `${c.id}_${port}`, {
          security_group_id: x.ref(c),
          description: `Port ${port} from the load balancer`,
          referenced_security_group_id: x.ref(fromGroup),
          from_port: port,
          to_port: port,
          ip_protocol: 'tcp',
        });
        x.resource('aws_vpc_security_group_egress_rule', `${fromGroup.id}_to_${c.id}_${port}`, {
          security_group_id: x.ref(fromGroup),
          description: `Port ${port} to the targets behind the load balancer`,
          referenced_security_group_id: x.ref(c),
          from_port: port,
          to_port: port,
          ip_protocol: 'tcp',
        });
        continue;
      }
      if (d.sourceGroup) {
        x.resource('aws_vpc_security_group_ingress_rule', `${c.id}_${port}`, {
          security_group_id: x.ref(c),
          description: `Port ${port} from the given security group only (asked for)`,
          referenced_security_group_id: x.ref(d.sourceGroup),
          from_port: port,
          to_port: port,
          ip_protocol: 'tcp',
        });
        continue;
      }
      const waiver = anywhere ? requestedOpenPort(port) : undefined;
      x.resource(
        'aws_vpc_security_group_ingress_rule',
        `${c.id}_${port}`,
        {
          security_group_id: x.ref(c),
          description: anywhere ? `Port ${port} from the internet (asked for)` : `Port ${port} from inside the VPC`,
          cidr_ipv4: anywhere
            ? '0.0.0.0/0'
            : expr(`${vpc ? x.addr(vpc) : x.data('aws_vpc', 'given', { id: vpcIdOf(x) })}.cidr_block`),
          from_port: port,
          to_port: port,
          ip_protocol: 'tcp',
        },
        waiver && `infragen:waive ${waiver.id} ${waiver.reason}`,
      );
    }
    for (const { port, cidr } of rangeRules) {
      const open = cidr === '0.0.0.0/0';
      const waiver = open ? requestedOpenPort(port) : undefined;
      x.resource(
        'aws_vpc_security_group_ingress_rule',
        `${c.id}_${port}_from_${open ? 'anywhere' : 'range'}`,
        {
          security_group_id: x.ref(c),
          description: open ? `Port ${port} from anywhere (asked for)` : `Port ${port} from ${cidr} only (asked for)`,
          cidr_ipv4: cidr,
          from_port: port,
          to_port: port,
          ip_protocol: 'tcp',
        },
        waiver && `infragen:waive ${waiver.id} ${waiver.reason}`,
      );
    }
    for (const { group, port } of toDatabases)
      x.resource('aws_vpc_security_group_egress_rule', `${c.id}_to_${group.id}_${port}`, {
        security_group_id: x.ref(c),
        description: `Port ${port} to the database`,
        referenced_security_group_id: x.ref(group),
        from_port: port,
        to_port: port,
        ip_protocol: 'tcp',
      });
    x.resource('aws_vpc_security_group_egress_rule', `${c.id}_https`, {
      security_group_id: x.ref(c),
      description: 'HTTPS out, for AWS APIs and updates',
      cidr_ipv4: '0.0.0.0/0',
      from_port: 443,
      to_port: 443,
      ip_protocol: 'tcp',
    });
  },
};
