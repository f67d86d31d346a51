import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_kinesis_stream',
  write: (c, x) => {
    const d = decide(c);
    x.primary(c, {
      name: givenName(c),
      retention_period: d.retentionHours,
      shard_count: d.shards,
      encryption_type: 'KMS',
      kms_key_id: 'alias/aws/kinesis',
      stream_mode_details: block({ stream_mode: d.provisioned ? 'PROVISIONED' : 'ON_DEMAND' }),
    });
  },
};
