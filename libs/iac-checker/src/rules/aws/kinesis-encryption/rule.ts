import { defineRule } from '../../model';
import { flagAll, oneOf } from '../../helpers/settings';

export const awsKinesisEncryption = defineRule({
  id: 'IG-AWS-023',
  title: 'Kinesis stream not encrypted',
  severity: 'HIGH',
  rationale: 'Kinesis data streams keep records unencrypted unless server-side encryption is asked for.',
  remediation:
    'Set `encryption_type = "KMS"` with a `kms_key_id` (`StreamEncryption: {EncryptionType: KMS, KeyId: ...}`).',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['aws_kinesis_stream'], 'encryption_type', oneOf('NONE'), { omitted: true }),
    cloudformation: (ctx) =>
      flagAll(ctx, ['AWS::Kinesis::Stream'], 'StreamEncryption.EncryptionType', oneOf('NONE'), { omitted: true }),
  },
  formats: ['terraform-aws', 'cloudformation'],
});
