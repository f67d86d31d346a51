import { defineRule } from '../../model';
import { listAt } from '../../view/node';

export const googleSqlOpenNetwork = defineRule({
  id: 'IG-GCP-007',
  title: 'Cloud SQL instance open to the whole internet',
  severity: 'CRITICAL',
  rationale:
    "An authorized network of 0.0.0.0/0 lets any address connect to the instance's public IP and try credentials against it.",
  remediation:
    'Remove the 0.0.0.0/0 network; use private IP (`ipv4_enabled = false` with `private_network`) or the Cloud SQL Auth Proxy.',
  checks: {
    terraform: (ctx) => {
      for (const r of ctx.resources('google_sql_database_instance'))
        for (const n of listAt(r.body, 'settings.ip_configuration.authorized_networks')) {
          const value = n.get('value');
          if (value?.value() === '0.0.0.0/0') ctx.report(r, value);
        }
    },
  },
  formats: ['terraform-google'],
});
