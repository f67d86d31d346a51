import { defineRule } from '../../model';
import { ADMIN_PORTS, awsInbound, reportOpen } from '../../helpers/network';

export const awsAdminPortOpen = defineRule({
  id: 'IG-AWS-001',
  title: 'Remote administration port open to the internet',
  severity: 'CRITICAL',
  rationale:
    'SSH, RDP, Telnet and WinRM reachable from any address are found by scanners within minutes and attacked with stolen and guessed credentials around the clock.',
  remediation:
    'Allow the port only from known addresses (a VPN or office range, or a security group), or drop it and use Systems Manager Session Manager.',
  checks: {
    terraform: (ctx) => reportOpen(ctx, awsInbound(ctx), ADMIN_PORTS),
    cloudformation: (ctx) => reportOpen(ctx, awsInbound(ctx), ADMIN_PORTS),
  },
  formats: ['terraform-aws', 'cloudformation'],
});
