import { defineRule } from '../../model';
import { flagAll, oneOf } from '../../helpers/settings';

export const googleSslPolicyTls = defineRule({
  id: 'IG-GCP-021',
  title: 'Load balancer SSL policy accepts TLS older than 1.2',
  severity: 'HIGH',
  rationale:
    'An SSL policy without a minimum version accepts TLS 1.0, which has known weaknesses and is refused by current standards.',
  remediation: 'Set `min_tls_version = "TLS_1_2"` (with the `MODERN` or `RESTRICTED` profile).',
  checks: {
    terraform: (ctx) =>
      flagAll(ctx, ['google_compute_ssl_policy'], 'min_tls_version', oneOf('TLS_1_0', 'TLS_1_1'), { omitted: true }),
  },
  formats: ['terraform-google'],
});
