import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { roleArn } from '../cloudformation/common';
import { dnsName } from '../common';
import { buffering } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const bucket = c.ref.bucket as Component | undefined;
    // Delivery errors go to the log group asked with the stream, in a log stream of its own (Firehose creates none).
    const group = c.ref.logGroup as Component | undefined;
    const stream = `${x.id(c)}DeliveryErrors`;
    if (group)
      x.add(stream, {
        Type: 'AWS::Logs::LogStream',
        Properties: { LogGroupName: x.ref(group), LogStreamName: 'DestinationDelivery' },
      });
    x.add(x.id(c), {
      Type: 'AWS::KinesisFirehose::DeliveryStream',
      Properties: {
        DeliveryStreamName: c.name ? dnsName(c) : undefined,
        DeliveryStreamType: 'DirectPut',
        DeliveryStreamEncryptionConfigurationInput: { KeyType: 'AWS_OWNED_CMK' },
        ExtendedS3DestinationConfiguration: bucket
          ? {
              BucketARN: x.att(bucket, 'Arn'),
              RoleARN: roleArn(c, x),
              CompressionFormat: 'GZIP',
              BufferingHints: { IntervalInSeconds: buffering(c).seconds ?? 300, SizeInMBs: buffering(c).sizeMb ?? 5 },
              CloudWatchLoggingOptions: group
                ? { Enabled: true, LogGroupName: x.ref(group), LogStreamName: { Ref: stream } }
                : undefined,
            }
          : undefined,
      },
    });
  },
};
