import { type Kind } from '../../kind';
import { roleFor } from '../common';

export const kind: Kind = {
  kind: 'aws.kinesis_firehose_delivery_stream',
  label: 'delivery',
  title: 'Kinesis Data Firehose stream',
  needs: (c, plan) => {
    c.ref.bucket = plan.ensure('aws.s3_bucket', 'the delivery destination (and backup for failed records)', {
      label: 'delivery',
    });
    roleFor(c, plan, 'firehose.amazonaws.com', {
      statements: [
        {
          Effect: 'Allow',
          Action: ['s3:AbortMultipartUpload', 's3:GetBucketLocation', 's3:GetObject', 's3:ListBucket', 's3:PutObject'],
          Resource: '*',
        },
        {
          Effect: 'Allow',
          Action: [
            'es:DescribeDomain',
            'es:ESHttpPost',
            'es:ESHttpPut',
            'aoss:APIAccessAll',
            'redshift:DescribeClusters',
          ],
          Resource: '*',
        },
      ],
      why: 'lets Firehose write to its destination',
    });
  },
};
