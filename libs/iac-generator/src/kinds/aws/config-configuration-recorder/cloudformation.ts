import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { decide } from './decide';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c);
    const bucket = c.ref.bucket as Component;
    const topic = c.ref.topic as Component | undefined;
    // CloudFormation starts the recorder once its delivery channel exists: no status resource.
    x.add(x.id(c), {
      Type: 'AWS::Config::ConfigurationRecorder',
      Properties: {
        Name: givenName(c),
        RoleARN: x.att(c.ref.role as Component, 'Arn'),
        RecordingGroup: { AllSupported: true, IncludeGlobalResourceTypes: true },
        RecordingMode: d.daily ? { RecordingFrequency: 'DAILY' } : undefined,
      },
    });
    x.add(x.id(c, 'DeliveryChannel'), {
      Type: 'AWS::Config::DeliveryChannel',
      Properties: {
        Name: givenName(c),
        S3BucketName: x.ref(bucket),
        SnsTopicARN: topic ? x.ref(topic) : undefined,
        ConfigSnapshotDeliveryProperties: d.snapshotFrequency ? { DeliveryFrequency: d.snapshotFrequency } : undefined,
      },
    });
  },
};
