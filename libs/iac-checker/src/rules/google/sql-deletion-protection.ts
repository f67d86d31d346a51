import { defineRule, ex } from '../model';
import { flag, isFalse } from '../helpers/settings';

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
  examples: {
    'terraform-google': {
      bad: [
        ex`
          resource "google_sql_database_instance" "db" {
            name                = "db"
            database_version    = "POSTGRES_16"
            region              = "europe-west1"
            deletion_protection = false #!
            settings {
              tier = "db-f1-micro"
            }
          }
        `,
      ],
      good: [
        ex`
          resource "google_sql_database_instance" "db" {
            name                = "db"
            database_version    = "POSTGRES_16"
            region              = "europe-west1"
            deletion_protection = true
            settings {
              tier                        = "db-f1-micro"
              deletion_protection_enabled = true
            }
          }
        `,
      ],
      omitted: ex`
        resource "google_sql_database_instance" "db" {
          name             = "db"
          database_version = "POSTGRES_16"
          region           = "europe-west1"
          settings {
            tier = "db-f1-micro"
          }
        }
      `,
    },
  },
});
