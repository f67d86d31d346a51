import { defineRule } from '../../model';
import { flagAll, isTrue } from '../../helpers/settings';

export const googleGkeClientCertificate = defineRule({
  id: 'IG-GCP-019',
  title: 'GKE cluster issues a client certificate',
  severity: 'HIGH',
  rationale:
    "The issued client certificate is a long-lived cluster-admin credential that cannot be revoked short of rotating the cluster's certificate authority.",
  remediation: 'Leave `issue_client_certificate = false` (the default) and authenticate with Google identities.',
  checks: {
    terraform: (ctx) =>
      flagAll(
        ctx,
        ['google_container_cluster'],
        'master_auth.client_certificate_config.issue_client_certificate',
        isTrue,
      ),
  },
  formats: ['terraform-google'],
});
