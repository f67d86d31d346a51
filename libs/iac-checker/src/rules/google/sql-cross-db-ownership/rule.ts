import { defineRule } from '../../model';
import { sqlFlag } from '../../helpers/sql-flags';

export const googleSqlCrossDbOwnership = defineRule({
  id: 'IG-GCP-031',
  title: 'Cloud SQL for SQL Server allows cross-database ownership chaining',
  severity: 'MEDIUM',
  rationale:
    'With ownership chaining across databases, a user who owns objects in one database can reach objects in another without being granted access there.',
  remediation: 'Remove the `cross db ownership chaining` flag or set it to `"off"` in `settings.database_flags`.',
  checks: { terraform: (ctx) => sqlFlag(ctx, 'SQLSERVER', 'cross db ownership chaining', 'off') },
  formats: ['terraform-google'],
});
