import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { cfnName, roleArn } from '../cloudformation/common';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const log = c.ref.logGroup as Component | undefined;
    x.add(x.id(c), {
      Type: 'AWS::StepFunctions::StateMachine',
      Properties: {
        StateMachineName: c.name ? cfnName(c, 80) : undefined,
        StateMachineType: decide(c).type,
        RoleArn: roleArn(c, x),
        Definition: { StartAt: 'Done', States: { Done: { Type: 'Pass', End: true } } },
        TracingConfiguration: { Enabled: true },
        LoggingConfiguration: log
          ? {
              Level: 'ERROR',
              IncludeExecutionData: false,
              Destinations: [{ CloudWatchLogsLogGroup: { LogGroupArn: x.att(log, 'Arn') } }],
            }
          : undefined,
      },
    });
  },
};
