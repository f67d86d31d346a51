import { defineRule } from '../../model';
import { flagAll, oneOf } from '../../helpers/settings';

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
  formats: ['terraform-google'],
});
