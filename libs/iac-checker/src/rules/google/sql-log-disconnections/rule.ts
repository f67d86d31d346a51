import { defineRule } from '../../model';
import { sqlFlag } from '../../helpers/sql-flags';

export const googleSqlLogDisconnections = defineRule({
  id: 'IG-GCP-029',
  title: 'Cloud SQL for PostgreSQL does not log disconnections',
  severity: 'LOW',
  rationale:
    'Without `log_disconnections` sessions have no recorded end or length, which an investigation needs to tell what a connection could have done.',
  remediation: 'Add `database_flags { name = "log_disconnections" value = "on" }` to `settings`.',
  checks: { terraform: (ctx) => sqlFlag(ctx, 'POSTGRES', 'log_disconnections', 'on') },
  formats: ['terraform-google'],
});
