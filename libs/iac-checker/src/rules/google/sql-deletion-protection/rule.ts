import { defineRule } from '../../model';
import { flag, isFalse } from '../../helpers/settings';

export const googleSqlDeletionProtection = defineRule({
  id: 'IG-GCP-011',
  title: 'Cloud SQL deletion protection turned off',
  severity: 'MEDIUM',
  rationale:
    'With deletion protection off, a `terraform destroy` or a change that replaces the instance deletes the database and its backups with it.',
  remediation:
    'Keep `deletion_protection = true` (the default) and add `settings { deletion_protection_enabled = true }` to guard against deletion outside Terraform too.',
  checks: {
    terraform: (ctx) => {
      for (const r of ctx.resources('google_sql_database_instance')) {
        flag(ctx, r, 'deletion_protection', isFalse);
        flag(ctx, r, 'settings.deletion_protection_enabled', isFalse);
      }
    },
  },
  formats: ['terraform-google'],
});
