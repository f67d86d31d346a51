import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { roleArn } from '../cloudformation/common';
import { snapshotCadence, snapshotsKept } from '../named-services';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const cadence = snapshotCadence(c.attrs.schedule);
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
                Interval: cadence.hours,
                IntervalUnit: 'HOURS',
                Times: cadence.time ? [cadence.time] : undefined,
              },
              RetainRule: { Count: snapshotsKept(c) },
              CopyTags: true,
            },
          ],
        },
      },
    });
  },
};
