import { defineRule, ex } from '../model';
import { type Node } from '../view/node';

export const awsSecurityGroupDescription = defineRule({
  id: 'IG-AWS-005',
  title: 'Security group rule without a description',
  severity: 'LOW',
  rationale:
    'A rule whose purpose is not written down is hard to review and rarely removed when it is no longer needed.',
  remediation: 'Give every ingress and egress rule a `description` (`Description`) saying who needs it and why.',
  checks: {
    terraform: (ctx) => {
      const check = (r: Parameters<typeof ctx.report>[0], rule: Node) => {
        if (!rule.get('description')) ctx.report(r, rule === r.body ? undefined : rule);
      };
      for (const r of ctx.resources('aws_security_group'))
        for (const key of ['ingress', 'egress']) for (const rule of r.body.list(key)) check(r, rule);
      for (const r of ctx.resources(
        'aws_security_group_rule',
        'aws_vpc_security_group_ingress_rule',
        'aws_vpc_security_group_egress_rule',
      ))
        check(r, r.body);
    },
    cloudformation: (ctx) => {
      for (const r of ctx.resources('AWS::EC2::SecurityGroup'))
        for (const key of ['SecurityGroupIngress', 'SecurityGroupEgress'])
          for (const rule of r.body.list(key)) if (!rule.get('Description')) ctx.report(r, rule);
      for (const r of ctx.resources('AWS::EC2::SecurityGroupIngress', 'AWS::EC2::SecurityGroupEgress'))
        if (!r.body.get('Description')) ctx.report(r);
    },
  },
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_security_group" "web" {
            name = "web"
            ingress { #!
              from_port   = 443
              to_port     = 443
              protocol    = "tcp"
              cidr_blocks = ["10.0.0.0/8"]
            }
          }
        `,
      ],
      good: [
        ex`
          resource "aws_vpc_security_group_ingress_rule" "https" {
            security_group_id = "sg-123"
            description       = "HTTPS from the office"
            cidr_ipv4         = "203.0.113.0/24"
            from_port         = 443
            to_port           = 443
            ip_protocol       = "tcp"
          }
        `,
      ],
      omitted: ex`
        resource "aws_vpc_security_group_ingress_rule" "https" { #!
          security_group_id = "sg-123"
          cidr_ipv4         = "203.0.113.0/24"
          from_port         = 443
          to_port           = 443
          ip_protocol       = "tcp"
        }
      `,
    },
    cloudformation: {
      bad: [
        ex`
          Resources:
            Web:
              Type: AWS::EC2::SecurityGroup
              Properties:
                GroupDescription: web
                SecurityGroupIngress:
                  - IpProtocol: tcp #!
                    FromPort: 443
                    ToPort: 443
                    CidrIp: 10.0.0.0/8
        `,
      ],
      good: [
        ex`
          Resources:
            Web:
              Type: AWS::EC2::SecurityGroup
              Properties:
                GroupDescription: web
                SecurityGroupIngress:
                  - IpProtocol: tcp
                    FromPort: 443
                    ToPort: 443
                    CidrIp: 10.0.0.0/8
                    Description: HTTPS from inside the network
        `,
      ],
      omitted: ex`
        Resources:
          Https: #!
            Type: AWS::EC2::SecurityGroupIngress
            Properties:
              GroupId: sg-123
              IpProtocol: tcp
              FromPort: 443
              ToPort: 443
              CidrIp: 10.0.0.0/8
      `,
    },
  },
});
