import { defineRule, type RuleContext } from '../../model';
import { flag, isFalse } from '../../helpers/settings';

function check(ctx: RuleContext): void {
  if (ctx.engine === 'terraform')
    for (const r of ctx.resources('aws_db_instance', 'aws_rds_cluster', 'aws_docdb_cluster', 'aws_neptune_cluster'))
      flag(ctx, r, 'deletion_protection', isFalse, { omitted: true });
  else {
    for (const r of ctx.resources('AWS::RDS::DBInstance'))
      if (!r.body.get('DBClusterIdentifier')) flag(ctx, r, 'DeletionProtection', isFalse, { omitted: true });
    for (const r of ctx.resources('AWS::RDS::DBCluster', 'AWS::DocDB::DBCluster', 'AWS::Neptune::DBCluster'))
      flag(ctx, r, 'DeletionProtection', isFalse, { omitted: true });
  }
}

export const awsDatabaseDeletionProtection = defineRule({
  id: 'IG-AWS-018',
  title: 'Database deletion protection turned off',
  severity: 'MEDIUM',
  rationale:
    'Without deletion protection, a `terraform destroy`, a stack deletion or a replaced resource deletes the database with it; protection makes that a deliberate second step.',
  remediation: 'Set `deletion_protection = true` (`DeletionProtection: true`) on production databases.',
  checks: { terraform: check, cloudformation: check },
  formats: ['terraform-aws', 'cloudformation'],
});
