import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_flow_log',
  write: (c, x) => {
    x.primary(c, {
      vpc_id: x.ref(c.ref.vpc as Component),
      traffic_type: 'REJECT',
      log_destination: x.ref(c.ref.logGroup as Component, 'arn'),
      iam_role_arn: x.ref(c.ref.role as Component, 'arn'),
    });
  },
};
