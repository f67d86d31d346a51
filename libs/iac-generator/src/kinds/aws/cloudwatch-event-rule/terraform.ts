import { type HclValue, call } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_cloudwatch_event_rule',
  write: (c, x) => {
    const d = decide(c, x.plan);
    x.primary(c, {
      name: givenName(c),
      description: d.schedule ? `Runs on ${d.schedule}` : 'Reacts to matching events',
      schedule_expression: d.schedule,
      event_pattern: d.pattern ? call('jsonencode', d.pattern as unknown as HclValue) : undefined,
    });
    const t = c.ref.target as Component | undefined;
    if (t)
      x.resource('aws_cloudwatch_event_target', c.id, {
        rule: x.ref(c, 'name'),
        arn: x.ref(t, 'arn'),
        role_arn: t.kind === 'aws.sfn_state_machine' ? x.ref(t.ref.role as Component, 'arn') : undefined,
      });
  },
};
