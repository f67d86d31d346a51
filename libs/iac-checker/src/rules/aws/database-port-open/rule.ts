import { defineRule } from '../../model';
import { awsInbound, DATABASE_PORTS, reportOpen } from '../../helpers/network';

export const awsDatabasePortOpen = defineRule({
  id: 'IG-AWS-002',
  title: 'Database or cache port open to the internet',
  severity: 'CRITICAL',
  rationale:
    'Database and cache ports reachable from any address expose the data to password guessing and to every unpatched flaw of the engine; Redis and Memcached often answer without any password.',
  remediation:
    "Allow the port only from the application's security group (`referenced_security_group_id`, `SourceSecurityGroupId`) or the VPC's own range.",
  checks: {
    terraform: (ctx) => reportOpen(ctx, awsInbound(ctx), DATABASE_PORTS),
    cloudformation: (ctx) => reportOpen(ctx, awsInbound(ctx), DATABASE_PORTS),
  },
  formats: ['terraform-aws', 'cloudformation'],
});
