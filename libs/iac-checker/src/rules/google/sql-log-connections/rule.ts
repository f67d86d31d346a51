import { defineRule } from '../../model';
import { sqlFlag } from '../../helpers/sql-flags';

export const googleSqlLogConnections = defineRule({
  id: 'IG-GCP-028',
  title: 'Cloud SQL for PostgreSQL does not log connections',
  severity: 'MEDIUM',
  rationale:
    'Without `log_connections` there is no record of who connected from where, so password guessing and connections from unexpected places go unseen.',
  remediation: 'Add `database_flags { name = "log_connections" value = "on" }` to `settings`.',
  checks: { terraform: (ctx) => sqlFlag(ctx, 'POSTGRES', 'log_connections', 'on') },
  formats: ['terraform-google'],
});
