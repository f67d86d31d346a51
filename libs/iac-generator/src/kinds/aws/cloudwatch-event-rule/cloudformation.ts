import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { arnOf } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const target = (c.ref.target as Component | undefined) ?? x.plan.first('aws.lambda_function');
    x.add(x.id(c), {
      Type: 'AWS::Events::Rule',
      Properties: {
        Description: c.attrs.eventPattern ? `Events for ${givenName(c)}` : `Schedule for ${givenName(c)}`,
        // The events the request describes, else its schedule.
        EventPattern: c.attrs.schedule ? undefined : c.attrs.eventPattern,
        ScheduleExpression: c.attrs.eventPattern && !c.attrs.schedule ? undefined : (c.attrs.schedule ?? 'rate(1 day)'),
        State: 'ENABLED',
        Targets: target ? [{ Id: 'target', Arn: arnOf(target, x) }] : undefined,
      },
    });
  },
};
