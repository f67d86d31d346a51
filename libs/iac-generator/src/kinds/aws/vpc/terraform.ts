import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { vpcCidr } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_vpc',
  write: (c, x) => {
    const vpcs = x.plan.all('aws.vpc');
    const index = vpcs.indexOf(c);
    const cidr = c.attrs.cidrs[index] ?? (index === 0 ? vpcCidr(c) : `10.${index}.0.0/16`);
    x.primary(c, {
      cidr_block: cidr,
      enable_dns_support: true,
      enable_dns_hostnames: true,
      instance_tenancy: /dedicated/.test(String(c.config.tenancy ?? '')) ? 'dedicated' : undefined,
      assign_generated_ipv6_cidr_block: c.attrs.flags.has('ipv6') || undefined,
      tags: { Name: givenName(c) },
    });
    // The default security group allows all traffic between members; adopting it with no rules closes that.
    x.resource(
      'aws_default_security_group',
      c.id,
      { vpc_id: x.ref(c) },
      'Adopt the default security group with no rules, so nothing relies on its allow-all defaults.',
    );
    x.output(`${c.id}_vpc_id`, x.ref(c), `ID of VPC ${givenName(c)}`);
  },
};
