import { defineRule } from '../../model';
import { flagAll, isFalse } from '../../helpers/settings';

export const googleGkeShieldedNodes = defineRule({
  id: 'IG-GCP-025',
  title: 'GKE cluster without Shielded GKE Nodes',
  severity: 'HIGH',
  rationale:
    "Shielded GKE Nodes prove each node's identity to the control plane; without them an attacker who takes over one pod can impersonate a node and read the secrets of others.",
  remediation: 'Leave `enable_shielded_nodes` at its default `true` (remove `enable_shielded_nodes = false`).',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['google_container_cluster'], 'enable_shielded_nodes', isFalse),
  },
  formats: ['terraform-google'],
});
