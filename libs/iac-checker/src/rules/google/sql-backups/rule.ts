import { defineRule } from '../../model';
import { flagAll, isFalse } from '../../helpers/settings';

export const googleSqlBackups = defineRule({
  id: 'IG-GCP-010',
  title: 'Cloud SQL automated backups turned off',
  severity: 'MEDIUM',
  rationale:
    'Backups are off unless asked for in Terraform; without them (and binary logs or point-in-time recovery), deleted or corrupted data is gone.',
  remediation:
    'Add `backup_configuration { enabled = true }` (with `point_in_time_recovery_enabled = true` for PostgreSQL).',
  checks: {
    terraform: (ctx) =>
      flagAll(ctx, ['google_sql_database_instance'], 'settings.backup_configuration.enabled', isFalse, {
        omitted: true,
      }),
  },
  formats: ['terraform-google'],
});
