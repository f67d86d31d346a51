import { defineRule, ex } from '../model';

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
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_default_security_group" "default" {
            vpc_id = "vpc-123"
            ingress { #!
              protocol  = "-1"
              self      = true
              from_port = 0
              to_port   = 0
            }
          }
        `,
      ],
      good: [
        ex`
          resource "aws_default_security_group" "default" {
            vpc_id = "vpc-123"
          }
        `,
      ],
      omitted: ex`
        resource "aws_vpc" "main" {
          cidr_block = "10.0.0.0/16"
        }
      `,
    },
  },
});
