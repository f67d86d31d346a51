import { defineRule } from '../../model';
import { azureInbound, reportOpen } from '../../helpers/network';

export const azureNsgAllPortsOpen = defineRule({
  id: 'IG-AZR-003',
  title: 'Every port open to the internet',
  severity: 'CRITICAL',
  rationale:
    'A rule allowing any port from any address puts every service on the subnet in reach of the whole internet.',
  remediation: 'Allow only the ports the service needs, from the addresses that need them.',
  checks: {
    terraform: (ctx) => reportOpen(ctx, azureInbound(ctx), 'all'),
    arm: (ctx) => reportOpen(ctx, azureInbound(ctx), 'all'),
    bicep: (ctx) => reportOpen(ctx, azureInbound(ctx), 'all'),
  },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
