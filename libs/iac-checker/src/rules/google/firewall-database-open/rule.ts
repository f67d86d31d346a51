import { defineRule } from '../../model';
import { DATABASE_PORTS, googleInbound, reportOpen } from '../../helpers/network';

export const googleFirewallDatabaseOpen = defineRule({
  id: 'IG-GCP-002',
  title: 'Database or cache port open to the internet',
  severity: 'CRITICAL',
  rationale:
    'Database and cache ports reachable from anywhere expose the data to password guessing and to flaws in the engine; caches often answer without any password.',
  remediation: "Allow the port only from the application's network tags or service accounts, or the VPC's own ranges.",
  checks: {
    terraform: (ctx) => reportOpen(ctx, googleInbound(ctx), DATABASE_PORTS),
  },
  formats: ['terraform-google'],
});
