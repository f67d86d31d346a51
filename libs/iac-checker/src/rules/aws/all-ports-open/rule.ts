import { defineRule } from '../../model';
import { awsInbound, reportOpen } from '../../helpers/network';

export const awsAllPortsOpen = defineRule({
  id: 'IG-AWS-003',
  title: 'Every port open to the internet',
  severity: 'CRITICAL',
  rationale:
    'A rule admitting all protocols or all ports from any address leaves every service on the instances reachable, including ones nobody meant to expose.',
  remediation: 'Open only the ports the service needs, and only to the addresses that need them.',
  checks: {
    terraform: (ctx) => reportOpen(ctx, awsInbound(ctx), 'all'),
    cloudformation: (ctx) => reportOpen(ctx, awsInbound(ctx), 'all'),
  },
  formats: ['terraform-aws', 'cloudformation'],
});
