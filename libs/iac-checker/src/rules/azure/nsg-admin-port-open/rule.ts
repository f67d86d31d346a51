import { defineRule } from '../../model';
import { ADMIN_PORTS, azureInbound, reportOpen } from '../../helpers/network';

export const azureNsgAdminPortOpen = defineRule({
  id: 'IG-AZR-001',
  title: 'Remote administration port open to the internet',
  severity: 'CRITICAL',
  rationale:
    'An inbound rule allowing SSH, RDP or WinRM from any address (`*`, `Internet`, `0.0.0.0/0`) exposes the machines to constant password guessing and exploit attempts.',
  remediation:
    'Allow the port only from known address ranges, or remove the rule and connect through Azure Bastion or just-in-time access.',
  checks: {
    terraform: (ctx) => reportOpen(ctx, azureInbound(ctx), ADMIN_PORTS),
    arm: (ctx) => reportOpen(ctx, azureInbound(ctx), ADMIN_PORTS),
    bicep: (ctx) => reportOpen(ctx, azureInbound(ctx), ADMIN_PORTS),
  },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
