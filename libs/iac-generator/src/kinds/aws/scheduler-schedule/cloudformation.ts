import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { arnOf } from '../cloudformation/common';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c, x.plan);
    const target = c.ref.target as Component | undefined;
    const role = c.ref.role as Component | undefined;
    x.add(x.id(c), {
      Type: 'AWS::Scheduler::Schedule',
      Properties: {
        Name: givenName(c),
        GroupName: 'default',
        ScheduleExpression: d.expression,
        ScheduleExpressionTimezone: d.timeZone,
        State: 'ENABLED',
        FlexibleTimeWindow: { Mode: d.window.mode, MaximumWindowInMinutes: d.window.minutes },
        Target: {
          Arn: target
            ? arnOf(target, x)
            : x.parameter(`${x.id(c)}TargetArn`, {
                Type: 'String',
                Description: `ARN of what schedule ${givenName(c)} starts`,
              }),
          RoleArn: role ? x.att(role, 'Arn') : undefined,
          Input: d.input,
        },
      },
    });
  },
};
