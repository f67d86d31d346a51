import { defineRule, ex } from '../model';
import { flagAll, oneOf } from '../helpers/settings';

export const googleSqlSsl = defineRule({
  id: 'IG-GCP-008',
  title: 'Cloud SQL accepts unencrypted connections',
  severity: 'HIGH',
  rationale:
    'Unless the instance requires TLS, clients may connect in the clear and send credentials and query results readable to anyone on the path.',
  remediation: 'Set `ssl_mode = "ENCRYPTED_ONLY"` (or `"TRUSTED_CLIENT_CERTIFICATE_REQUIRED"`) in `ip_configuration`.',
  checks: {
    terraform: (ctx) =>
      flagAll(
        ctx,
        ['google_sql_database_instance'],
        'settings.ip_configuration.ssl_mode',
        oneOf('ALLOW_UNENCRYPTED_AND_ENCRYPTED'),
        {
          omitted: true,
        },
      ),
  },
  examples: {
    'terraform-google': {
      bad: [
        ex`
          resource "google_sql_database_instance" "db" {
            name             = "db"
            database_version = "MYSQL_8_0"
            region           = "europe-west1"
            settings {
              tier = "db-f1-micro"
              ip_configuration {
                ssl_mode = "ALLOW_UNENCRYPTED_AND_ENCRYPTED" #!
              }
            }
          }
        `,
      ],
      good: [
        ex`
          resource "google_sql_database_instance" "db" {
            name             = "db"
            database_version = "MYSQL_8_0"
            region           = "europe-west1"
            settings {
              tier = "db-f1-micro"
              ip_configuration {
                ssl_mode = "ENCRYPTED_ONLY"
              }
            }
          }
        `,
      ],
      omitted: ex`
        resource "google_sql_database_instance" "db" {
          name             = "db"
          database_version = "MYSQL_8_0"
          region           = "europe-west1"
          settings { #!
            tier = "db-f1-micro"
          }
        }
      `,
    },
  },
});
