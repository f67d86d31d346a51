import { defineRule } from '../../model';

export const awsSnsEncryption = defineRule({
  id: 'IG-AWS-022',
  title: 'SNS topic not encrypted',
  severity: 'MEDIUM',
  rationale:
    'SNS topics are not encrypted at rest unless a KMS key is given; notifications often carry data worth protecting.',
  remediation: 'Set `kms_master_key_id` (`KmsMasterKeyId`), for example `alias/aws/sns` or a key of your own.',
  checks: {
    terraform: (ctx) => {
      for (const r of ctx.resources('aws_sns_topic')) if (!r.body.get('kms_master_key_id')) ctx.report(r);
    },
    cloudformation: (ctx) => {
      for (const r of ctx.resources('AWS::SNS::Topic')) if (!r.body.get('KmsMasterKeyId')) ctx.report(r);
    },
  },
  formats: ['terraform-aws', 'cloudformation'],
});
