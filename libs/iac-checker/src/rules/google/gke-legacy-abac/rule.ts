import { defineRule } from '../../model';
import { flagAll, isTrue } from '../../helpers/settings';

export const googleGkeLegacyAbac = defineRule({
  id: 'IG-GCP-017',
  title: 'GKE cluster uses legacy attribute-based access control',
  severity: 'HIGH',
  rationale:
    'Legacy ABAC grants broad, static permissions that Kubernetes RBAC cannot narrow; workloads get far more access to the API than they need.',
  remediation: 'Set `enable_legacy_abac = false` (the default) and grant access with Kubernetes RBAC.',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['google_container_cluster'], 'enable_legacy_abac', isTrue),
  },
  formats: ['terraform-google'],
});
