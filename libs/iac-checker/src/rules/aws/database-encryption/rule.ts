import { defineRule, type RuleContext } from '../../model';
import { flag, isFalse } from '../../helpers/settings';

function check(ctx: RuleContext): void {
  if (ctx.engine === 'terraform') {
    // Read replicas take their source's encryption.
    for (const r of ctx.resources('aws_db_instance'))
      if (!r.body.get('replicate_source_db')) flag(ctx, r, 'storage_encrypted', isFalse, { omitted: true });
    for (const r of ctx.resources('aws_rds_cluster', 'aws_docdb_cluster', 'aws_neptune_cluster'))
      if (!r.body.get('replication_source_identifier')) flag(ctx, r, 'storage_encrypted', isFalse, { omitted: true });
  } else {
    // An Aurora instance takes its cluster's encryption; a replica its source's.
    for (const r of ctx.resources('AWS::RDS::DBInstance'))
      if (!r.body.get('DBClusterIdentifier') && !r.body.get('SourceDBInstanceIdentifier'))
        flag(ctx, r, 'StorageEncrypted', isFalse, { omitted: true });
    for (const r of ctx.resources('AWS::RDS::DBCluster', 'AWS::DocDB::DBCluster', 'AWS::Neptune::DBCluster'))
      flag(ctx, r, 'StorageEncrypted', isFalse, { omitted: true });
  }
}

export const awsDatabaseEncryption = defineRule({
  id: 'IG-AWS-017',
  title: 'Database storage not encrypted',
  severity: 'HIGH',
  rationale:
    'RDS, Aurora, DocumentDB and Neptune storage is unencrypted unless asked for, and encryption cannot be turned on later without copying the data to a new instance; snapshots and backups inherit it.',
  remediation: 'Set `storage_encrypted = true` (`StorageEncrypted: true`), with `kms_key_id` for a key you control.',
  checks: { terraform: check, cloudformation: check },
  formats: ['terraform-aws', 'cloudformation'],
});
