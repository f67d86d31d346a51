import { defineRule } from '../../model';
import { below, flagAll } from '../../helpers/settings';

export const awsDatabaseBackups = defineRule({
  id: 'IG-AWS-019',
  title: 'Automated database backups turned off',
  severity: 'MEDIUM',
  rationale:
    'A backup retention of 0 days turns automated backups and point-in-time restore off: a bad migration or a deleted table cannot be undone.',
  remediation: 'Keep backups for at least 7 days (`backup_retention_period = 7`, `BackupRetentionPeriod: 7`).',
  checks: {
    terraform: (ctx) =>
      flagAll(ctx, ['aws_db_instance', 'aws_rds_cluster', 'aws_docdb_cluster'], 'backup_retention_period', below(1)),
    cloudformation: (ctx) =>
      flagAll(ctx, ['AWS::RDS::DBInstance', 'AWS::RDS::DBCluster'], 'BackupRetentionPeriod', below(1)),
  },
  formats: ['terraform-aws', 'cloudformation'],
});
