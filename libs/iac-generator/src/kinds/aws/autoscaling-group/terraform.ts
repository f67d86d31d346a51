import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter, type TfContext } from '../../../render/terraform/context';
import { subnetIds } from '../terraform/common';
import { decide, scaleOutStep } from './decide';

/** The step policy an alarm on the group triggers (decide.ts scaleOutStep). */
function scaleOut(c: Component, x: TfContext): void {
  const step = scaleOutStep(c, true);
  if (step)
    x.resource('aws_autoscaling_policy', `${c.id}_scale_out`, {
      name: `${givenName(c)}-scale-out`,
      autoscaling_group_name: x.ref(c, 'name'),
      adjustment_type: 'ChangeInCapacity',
      scaling_adjustment: step.step,
      cooldown: step.cooldown,
    });
}

export const terraform: TerraformWriter = {
  // A group that exists already: only the scale-out asked of it is written, against the group looked up.
  referred: (c, x) => scaleOut(c, x),
  resourceType: 'aws_autoscaling_group',
  write: (c, x) => {
    const t = c.ref.template as Component;
    const d = decide(c);
    const tg = x.plan.first('aws.lb_target_group');
    x.primary(c, {
      name_prefix: `${givenName(c).slice(0, 5)}-`,
      min_size: d.min,
      max_size: d.max,
      desired_capacity: d.desired,
      vpc_zone_identifier: subnetIds(x, c),
      health_check_type: tg ? 'ELB' : 'EC2',
      launch_template: t.kind === 'aws.launch_template' ? block({ id: x.ref(t), version: '$Latest' }) : undefined,
      launch_configuration: t.kind === 'aws.launch_configuration' ? x.ref(t, 'name') : undefined,
      tag: block({ key: 'Name', value: givenName(c), propagate_at_launch: true }),
    });
    if (d.tracksCpu)
      x.resource('aws_autoscaling_policy', `${c.id}_cpu_target`, {
        name: `${givenName(c)}-cpu-target`,
        autoscaling_group_name: x.ref(c, 'name'),
        policy_type: 'TargetTrackingScaling',
        target_tracking_configuration: block({
          predefined_metric_specification: block({ predefined_metric_type: 'ASGAverageCPUUtilization' }),
          target_value: c.attrs.targetPercent,
        }),
      });
    else scaleOut(c, x);
    if (tg)
      x.resource('aws_autoscaling_attachment', c.id, {
        autoscaling_group_name: x.ref(c),
        lb_target_group_arn: x.ref(tg, 'arn'),
      });
  },
};
