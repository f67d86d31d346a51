import { defineRule } from '../../model';

/** Subnet purposes that cannot have flow logs (proxy-only and Private Service Connect subnets). */
const NO_LOGS = new Set([
  'REGIONAL_MANAGED_PROXY',
  'GLOBAL_MANAGED_PROXY',
  'INTERNAL_HTTPS_LOAD_BALANCER',
  'PRIVATE_SERVICE_CONNECT',
]);

export const googleSubnetworkFlowLogs = defineRule({
  id: 'IG-GCP-016',
  title: 'Subnet without VPC flow logs',
  severity: 'MEDIUM',
  rationale:
    'Flow logs record which addresses talked to which; without them, an intrusion or data exfiltration through the network cannot be traced.',
  remediation:
    'Add `log_config { aggregation_interval = "INTERVAL_5_SEC", flow_sampling = 0.5, metadata = "INCLUDE_ALL_METADATA" }`.',
  checks: {
    terraform: (ctx) => {
      for (const r of ctx.resources('google_compute_subnetwork')) {
        const purpose = r.body.get('purpose')?.value();
        if (typeof purpose === 'string' && NO_LOGS.has(purpose)) continue;
        if (!r.body.get('log_config')) ctx.report(r);
      }
    },
  },
  formats: ['terraform-google'],
});
