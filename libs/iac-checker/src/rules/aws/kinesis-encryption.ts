import { defineRule, ex } from '../model';
import { flagAll, oneOf } from '../helpers/settings';

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
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_kinesis_stream" "events" {
            name            = "events"
            shard_count     = 1
            encryption_type = "NONE" #!
          }
        `,
      ],
      good: [
        ex`
          resource "aws_kinesis_stream" "events" {
            name            = "events"
            shard_count     = 1
            encryption_type = "KMS"
            kms_key_id      = "alias/aws/kinesis"
          }
        `,
      ],
      omitted: ex`
        resource "aws_kinesis_stream" "events" { #!
          name        = "events"
          shard_count = 1
        }
      `,
    },
    cloudformation: {
      bad: [
        ex`
          Resources:
            Events: #!
              Type: AWS::Kinesis::Stream
              Properties:
                ShardCount: 1
        `,
      ],
      good: [
        ex`
          Resources:
            Events:
              Type: AWS::Kinesis::Stream
              Properties:
                ShardCount: 1
                StreamEncryption:
                  EncryptionType: KMS
                  KeyId: alias/aws/kinesis
        `,
      ],
      omitted: ex`
        Resources:
          Events: #!
            Type: AWS::Kinesis::Stream
            Properties:
              StreamModeDetails:
                StreamMode: ON_DEMAND
      `,
    },
  },
});
