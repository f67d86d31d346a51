import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { cfnName, roleArn } from '../cloudformation/common';
import { decide, definitionOf } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const log = c.ref.logGroup as Component | undefined;
    const steps = (c.ref.steps as Component[] | undefined) ?? [];
    x.add(x.id(c), {
      Type: 'AWS::StepFunctions::StateMachine',
      Properties: {
        StateMachineName: c.name ? cfnName(c, 80) : undefined,
        StateMachineType: decide(c).type,
        RoleArn: roleArn(c, x),
        // Each step names its function through a substitution, as Step Functions documents for ARNs.
        Definition: definitionOf(c, (fn) => `\${${x.id(fn)}Arn}`),
        DefinitionSubstitutions: steps.length
          ? Object.fromEntries(steps.map((fn) => [`${x.id(fn)}Arn`, x.att(fn, 'Arn')]))
          : undefined,
        TracingConfiguration: { Enabled: true },
        LoggingConfiguration: log
          ? {
              Level: decide(c).level,
              IncludeExecutionData: false,
              Destinations: [{ CloudWatchLogsLogGroup: { LogGroupArn: x.att(log, 'Arn') } }],
            }
          : undefined,
      },
    });
  },
};
