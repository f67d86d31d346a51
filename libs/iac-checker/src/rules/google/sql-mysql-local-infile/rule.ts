import { defineRule } from '../../model';
import { sqlFlag } from '../../helpers/sql-flags';

export const googleSqlMysqlLocalInfile = defineRule({
  id: 'IG-GCP-030',
  title: 'Cloud SQL for MySQL allows LOAD DATA LOCAL',
  severity: 'HIGH',
  rationale:
    'With `local_infile` on, a compromised or malicious server can ask clients for files from their own machines, and SQL injection can read local files.',
  remediation: 'Remove the `local_infile` flag or set it to `"off"` in `settings.database_flags`.',
  checks: { terraform: (ctx) => sqlFlag(ctx, 'MYSQL', 'local_infile', 'off') },
  formats: ['terraform-google'],
});
