import { defineRule } from '../../model';
import { ADMIN_PORTS, googleInbound, reportOpen } from '../../helpers/network';

export const googleFirewallAdminOpen = defineRule({
  id: 'IG-GCP-001',
  title: 'Remote administration port open to the internet',
  severity: 'CRITICAL',
  rationale:
    'SSH, RDP and WinRM reachable from any address are scanned for and attacked continuously; a weak or leaked credential is then all it takes.',
  remediation:
    'Restrict `source_ranges` to known ranges (Identity-Aware Proxy uses 35.235.240.0/20) or use OS Login through IAP instead of an open port.',
  checks: {
    terraform: (ctx) => reportOpen(ctx, googleInbound(ctx), ADMIN_PORTS),
  },
  formats: ['terraform-google'],
});
