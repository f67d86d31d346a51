import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';
import { subnetIds } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_lb',
  write: (c, x) => {
    const d = decide(c, x.plan);
    const type = d.type;
    const bucket = x.plan.all('aws.s3_bucket').find((b) => /log/.test(b.id));
    x.primary(c, {
      name: dnsName(c, 32),
      load_balancer_type: type,
      internal: d.internal,
      security_groups: type === 'gateway' ? undefined : [x.ref(c.ref.securityGroup as Component)],
      subnets: d.subnetEips ? undefined : subnetIds(x, c),
      subnet_mapping: d.subnetEips?.map((m) => block({ subnet_id: x.ref(m.subnet), allocation_id: x.ref(m.eip) })),
      drop_invalid_header_fields: type === 'application' ? true : undefined,
      enable_deletion_protection: d.deletionProtection,
      access_logs: bucket ? block({ bucket: x.ref(bucket), enabled: true }) : undefined,
    });
    x.output(`${c.id}_dns_name`, x.ref(c, 'dns_name'), `DNS name of load balancer ${givenName(c)}`);
  },
};
