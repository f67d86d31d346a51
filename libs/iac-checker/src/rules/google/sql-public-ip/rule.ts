import { defineRule } from '../../model';
import { flagAll, isTrue } from '../../helpers/settings';

export const googleSqlPublicIp = defineRule({
  id: 'IG-GCP-009',
  title: 'Cloud SQL instance has a public IP address',
  severity: 'MEDIUM',
  rationale:
    'Cloud SQL gets a public IPv4 address unless told otherwise; the instance is then reachable from the internet wherever its authorized networks allow.',
  remediation:
    'Set `ipv4_enabled = false` and connect over private IP (`private_network`), or through the Cloud SQL Auth Proxy.',
  checks: {
    terraform: (ctx) =>
      flagAll(ctx, ['google_sql_database_instance'], 'settings.ip_configuration.ipv4_enabled', isTrue, {
        omitted: true,
      }),
  },
  formats: ['terraform-google'],
});
