import { defineRule } from '../../model';
import { flagAll, isFalse } from '../../helpers/settings';

export const awsRedshiftEncryption = defineRule({
  id: 'IG-AWS-030',
  title: 'Redshift cluster not encrypted',
  severity: 'HIGH',
  rationale:
    "A warehouse holds much of an organisation's data; unencrypted, its storage and snapshots are readable to anyone who obtains them.",
  remediation: 'Set `encrypted = true` (`Encrypted: true`) with a KMS key.',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['aws_redshift_cluster'], 'encrypted', isFalse, { omitted: true }),
    cloudformation: (ctx) => flagAll(ctx, ['AWS::Redshift::Cluster'], 'Encrypted', isFalse, { omitted: true }),
  },
  formats: ['terraform-aws', 'cloudformation'],
});
