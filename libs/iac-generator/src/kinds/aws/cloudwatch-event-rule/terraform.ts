import { type HclValue, call, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_cloudwatch_event_rule',
  write: (c, x) => {
    const schedule = c.attrs.schedule ?? x.plan.global.schedule;
    const ami = /image|ami/i.test(String(c.config.event ?? '')) || (!schedule && x.plan.has('aws.lambda_function'));
    x.primary(c, {
      name: givenName(c),
      description: schedule ? `Runs on ${schedule}` : 'Reacts to matching events',
      schedule_expression: schedule ?? undefined,
      event_pattern: schedule
        ? undefined
        : c.attrs.eventPattern
          ? call('jsonencode', c.attrs.eventPattern as unknown as HclValue)
          : ami
            ? expr(
                'jsonencode({ source = ["aws.ec2"], "detail-type" = ["AWS API Call via CloudTrail"], detail = { eventName = ["CreateImage"] } })',
              )
            : expr('jsonencode({ source = ["aws.ec2"] })'),
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
