import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c, x.plan);
    x.add(x.id(c), {
      Type: 'AWS::SSM::MaintenanceWindow',
      Properties: {
        Name: givenName(c),
        Schedule: d.schedule,
        ScheduleTimezone: d.timeZone,
        Duration: d.duration,
        Cutoff: d.cutoff,
        AllowUnassociatedTargets: false,
      },
    });
    const targets = d.targets ?? {
      key: 'InstanceIds',
      values: x.parameter(`${x.id(c)}InstanceIds`, {
        Type: 'List<AWS::EC2::Instance::Id>',
        Description: `Instances maintenance window ${givenName(c)} runs on`,
      }),
    };
    x.add(x.id(c, 'Targets'), {
      Type: 'AWS::SSM::MaintenanceWindowTarget',
      Properties: {
        WindowId: x.ref(c),
        Name: `${givenName(c)}-targets`,
        Description: d.targets?.description,
        ResourceType: 'INSTANCE',
        Targets: [{ Key: targets.key, Values: targets.values }],
      },
    });
    x.add(x.id(c, 'Task'), {
      Type: 'AWS::SSM::MaintenanceWindowTask',
      Properties: {
        WindowId: x.ref(c),
        Name: `${givenName(c)}-task`,
        TaskType: 'RUN_COMMAND',
        TaskArn: d.document,
        Priority: 1,
        MaxConcurrency: d.maxConcurrency,
        MaxErrors: d.maxErrors,
        Targets: [{ Key: 'WindowTargetIds', Values: [{ Ref: x.id(c, 'Targets') }] }],
        TaskInvocationParameters: {
          MaintenanceWindowRunCommandParameters: {
            Parameters: Object.keys(d.parameters).length ? d.parameters : undefined,
          },
        },
      },
    });
  },
};
