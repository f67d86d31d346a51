import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c);
    x.add(x.id(c), {
      Type: 'AWS::Kinesis::Stream',
      Properties: {
        Name: c.name
          ? givenName(c)
              .replace(/[^A-Za-z0-9_.-]/g, '-')
              .slice(0, 128)
          : undefined,
        StreamModeDetails: { StreamMode: d.provisioned ? 'PROVISIONED' : 'ON_DEMAND' },
        ShardCount: d.shards,
        RetentionPeriodHours: d.retentionHours,
        StreamEncryption: { EncryptionType: 'KMS', KeyId: 'alias/aws/kinesis' },
        Tags: tags(c),
      },
    });
  },
};
