import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_ec2_fleet',
  write: (c, x) => {
    const spot = c.config.spot ?? 4;
    const onDemand = c.config.onDemand ?? 5;
    x.primary(c, {
      type: 'maintain',
      launch_template_config: block({
        launch_template_specification: block({
          launch_template_id: x.ref(c.ref.template as Component),
          version: '$Latest',
        }),
      }),
      target_capacity_specification: block({
        default_target_capacity_type: 'on-demand',
        total_target_capacity: Number(spot) + Number(onDemand),
        on_demand_target_capacity: Number(onDemand),
        spot_target_capacity: Number(spot),
      }),
    });
  },
};
