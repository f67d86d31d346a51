import { defineRule } from '../../model';
import { flagAll, isFalse } from '../../helpers/settings';

export const awsEfsEncryption = defineRule({
  id: 'IG-AWS-027',
  title: 'EFS file system not encrypted',
  severity: 'HIGH',
  rationale:
    'EFS file systems are created unencrypted unless asked, and encryption cannot be turned on later without a new file system.',
  remediation: 'Set `encrypted = true` (`Encrypted: true`), with `kms_key_id` for your own key.',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['aws_efs_file_system'], 'encrypted', isFalse, { omitted: true }),
    cloudformation: (ctx) => flagAll(ctx, ['AWS::EFS::FileSystem'], 'Encrypted', isFalse, { omitted: true }),
  },
  formats: ['terraform-aws', 'cloudformation'],
});
