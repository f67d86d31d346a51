import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { arnOf } from '../cloudformation/common';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c, x.plan);
    const target = c.ref.target as Component | undefined;
    x.add(x.id(c), {
      Type: 'AWS::Events::Rule',
      Properties: {
        Description: d.pattern ? `Events for ${givenName(c)}` : `Schedule for ${givenName(c)}`,
        EventPattern: d.pattern,
        ScheduleExpression: d.schedule,
        State: 'ENABLED',
        Targets: target ? [{ Id: 'target', Arn: arnOf(target, x) }] : undefined,
      },
    });
  },
};
