import { defineRule } from '../../model';
import { flagAll, isFalse } from '../../helpers/settings';

export const awsEbsEncryption = defineRule({
  id: 'IG-AWS-024',
  title: 'EBS volume not encrypted',
  severity: 'HIGH',
  rationale:
    'An unencrypted volume, and every snapshot of it, keeps the data readable to anyone who gets hold of a snapshot; encryption cannot be added to a volume afterwards.',
  remediation: 'Set `encrypted = true` (`Encrypted: true`), with `kms_key_id` for your own key.',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['aws_ebs_volume'], 'encrypted', isFalse, { omitted: true }),
    cloudformation: (ctx) => flagAll(ctx, ['AWS::EC2::Volume'], 'Encrypted', isFalse, { omitted: true }),
  },
  formats: ['terraform-aws', 'cloudformation'],
});
