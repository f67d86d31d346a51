import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_network_acl',
  write: (c, x) => {
    const vpc = c.ref.vpc as Component;
    const source = c.attrs.cidrs.find((cidr) => cidr !== vpc.attrs.cidrs[0]) ?? expr(`${x.addr(vpc)}.cidr_block`);
    const ports = c.attrs.ports.length ? c.attrs.ports : [443];
    x.primary(c, {
      vpc_id: x.ref(vpc),
      ingress: ports.map((p, i) =>
        block({
          protocol: 'tcp',
          rule_no: 100 + i * 10,
          action: 'allow',
          cidr_block: source,
          from_port: p,
          to_port: p,
        }),
      ),
      egress: ports.slice(-1).map((p, i) =>
        block({
          protocol: 'tcp',
          rule_no: 100 + i * 10,
          action: 'allow',
          cidr_block: source,
          from_port: p === 80 ? 443 : p,
          to_port: p === 80 ? 443 : p,
        }),
      ),
      tags: { Name: givenName(c) },
    });
  },
};
