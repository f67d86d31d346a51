import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_scheduler_schedule',
  write: (c, x) => {
    const d = decide(c, x.plan);
    const target = c.ref.target as Component | undefined;
    const role = c.ref.role as Component | undefined;
    x.primary(c, {
      name: givenName(c),
      group_name: 'default',
      schedule_expression: d.expression,
      schedule_expression_timezone: d.timeZone,
      state: 'ENABLED',
      flexible_time_window: block({ mode: d.window.mode, maximum_window_in_minutes: d.window.minutes }),
      target: block({
        arn: target
          ? x.ref(target, 'arn')
          : x.variable(`${c.id}_target_arn`, {
              type: 'string',
              description: `ARN of what schedule ${givenName(c)} starts`,
            }),
        role_arn: role ? x.ref(role, 'arn') : undefined,
        // The input as the request wrote it (JSON compacted), the same text CloudFormation hands over.
        input: d.input,
      }),
    });
  },
};
