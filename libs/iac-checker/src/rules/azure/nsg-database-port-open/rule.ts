import { defineRule } from '../../model';
import { azureInbound, DATABASE_PORTS, reportOpen } from '../../helpers/network';

export const azureNsgDatabasePortOpen = defineRule({
  id: 'IG-AZR-002',
  title: 'Database or cache port open to the internet',
  severity: 'CRITICAL',
  rationale:
    'Database and cache ports open to any address invite password guessing and attacks on the engine itself; caches often need no password at all.',
  remediation:
    'Allow the port only from the application subnet (`VirtualNetwork` or its prefix), or use private endpoints.',
  checks: {
    terraform: (ctx) => reportOpen(ctx, azureInbound(ctx), DATABASE_PORTS),
    arm: (ctx) => reportOpen(ctx, azureInbound(ctx), DATABASE_PORTS),
    bicep: (ctx) => reportOpen(ctx, azureInbound(ctx), DATABASE_PORTS),
  },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
