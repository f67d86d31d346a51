import { defineRule } from '../../model';
import { googleInbound, reportOpen } from '../../helpers/network';

export const googleFirewallAllOpen = defineRule({
  id: 'IG-GCP-003',
  title: 'Every port open to the internet',
  severity: 'CRITICAL',
  rationale:
    'A rule allowing all protocols or all ports from any address exposes every service on the matching instances, including ones never meant to be public.',
  remediation: 'Allow only the protocols and ports the service needs, from the ranges that need them.',
  checks: {
    terraform: (ctx) => reportOpen(ctx, googleInbound(ctx), 'all'),
  },
  formats: ['terraform-google'],
});
