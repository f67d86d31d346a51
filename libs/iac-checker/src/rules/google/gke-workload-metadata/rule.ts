import { defineRule, type RuleContext } from '../../model';
import { flag, oneOf } from '../../helpers/settings';

// GCE_METADATA hands pods the node's own metadata server: its service account token and kube-env.
const exposed = oneOf('GCE_METADATA');
const PATH = 'node_config.workload_metadata_config.mode';

function check(ctx: RuleContext): void {
  for (const r of ctx.resources('google_container_node_pool', 'google_container_cluster')) flag(ctx, r, PATH, exposed);
}

export const googleGkeWorkloadMetadata = defineRule({
  id: 'IG-GCP-027',
  title: 'GKE nodes expose the instance metadata server to pods',
  severity: 'HIGH',
  rationale:
    "With the GCE metadata mode every pod can fetch the node service account's token and the node's bootstrap credentials, reaching whatever the node can in the project.",
  remediation:
    'Set `workload_metadata_config { mode = "GKE_METADATA" }` in `node_config` and give workloads their own identities with Workload Identity.',
  checks: { terraform: check },
  formats: ['terraform-google'],
});
