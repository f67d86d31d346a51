import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { roleArn } from '../cloudformation/common';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c);
    x.add(x.id(c), {
      Type: 'AWS::DLM::LifecyclePolicy',
      Properties: {
        Description: `EBS snapshots ${givenName(c)}`,
        ExecutionRoleArn: roleArn(c, x),
        State: 'ENABLED',
        // Volumes opt in with the tag Snapshot = "true", so no volume is created or guessed here.
        PolicyDetails: {
          ResourceTypes: ['VOLUME'],
          TargetTags: [{ Key: 'Snapshot', Value: 'true' }],
          Schedules: [
            {
              Name: givenName(c),
              CreateRule: {
                Interval: d.everyHours,
                IntervalUnit: 'HOURS',
                Times: d.times,
              },
              RetainRule: { Count: d.keep },
              CopyTags: true,
            },
          ],
        },
      },
    });
  },
};
