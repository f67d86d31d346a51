import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';
import { lbType } from '../edge';
import { subnetIds } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_lb',
  write: (c, x) => {
    const type = lbType(c);
    const internal = c.attrs.flags.has('internal') || c.attrs.flags.has('private');
    const eips = x.plan.all('aws.eip');
    const subnets = (c.ref.subnets as Component[]) ?? [];
    const bucket = x.plan.all('aws.s3_bucket').find((b) => /log/.test(b.id));
    x.primary(c, {
      name: dnsName(c, 32),
      load_balancer_type: type,
      internal,
      security_groups: type === 'gateway' ? undefined : [x.ref(c.ref.securityGroup as Component)],
      subnets: type === 'network' && eips.length ? undefined : subnetIds(x, c),
      subnet_mapping:
        type === 'network' && eips.length
          ? subnets.map((s, i) => block({ subnet_id: x.ref(s), allocation_id: x.ref(eips[i % eips.length]) }))
          : undefined,
      drop_invalid_header_fields: type === 'application' ? true : undefined,
      enable_deletion_protection: c.attrs.flags.has('deletionProtection') || !internal,
      access_logs: bucket ? block({ bucket: x.ref(bucket), enabled: true }) : undefined,
    });
    x.output(`${c.id}_dns_name`, x.ref(c, 'dns_name'), `DNS name of load balancer ${givenName(c)}`);
  },
};
