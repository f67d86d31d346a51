import { defineRule } from '../../model';
import { sqlFlag } from '../../helpers/sql-flags';

export const googleSqlContainedDbAuth = defineRule({
  id: 'IG-GCP-032',
  title: 'Cloud SQL for SQL Server allows contained database authentication',
  severity: 'MEDIUM',
  rationale:
    "Users of a contained database authenticate in the database itself, outside the instance's logins and their policies, and a database owner can create them unseen by the instance administrator.",
  remediation: 'Remove the `contained database authentication` flag or set it to `"off"` in `settings.database_flags`.',
  checks: { terraform: (ctx) => sqlFlag(ctx, 'SQLSERVER', 'contained database authentication', 'off') },
  formats: ['terraform-google'],
});
