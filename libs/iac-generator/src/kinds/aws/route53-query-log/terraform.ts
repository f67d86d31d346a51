import { expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_route53_query_log',
  write: (c, x) =>
    void x.primary(c, {
      cloudwatch_log_group_arn: x.ref(c.ref.logGroup as Component, 'arn'),
      zone_id: x.ref(c.ref.zone as Component, 'zone_id'),
      depends_on: [expr(x.addr(c.ref.policy as Component))],
    }),
};
