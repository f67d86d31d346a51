import { defineRule } from '../../model';

export const awsDefaultSecurityGroup = defineRule({
  id: 'IG-AWS-004',
  title: 'Default security group allows traffic',
  severity: 'MEDIUM',
  rationale:
    "Resources launched without a security group land in the VPC's default group; rules on it silently apply to them, so it should allow nothing.",
  remediation:
    'Manage the default security group with no `ingress` or `egress` blocks and give every resource its own group.',
  checks: {
    terraform: (ctx) => {
      for (const r of ctx.resources('aws_default_security_group'))
        for (const key of ['ingress', 'egress']) for (const rule of r.body.list(key)) ctx.report(r, rule);
    },
  },
  formats: ['terraform-aws'],
});
