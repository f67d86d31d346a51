import { defineRule, ex } from '../model';
import { awsInbound, reportOpen } from '../helpers/network';

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
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_security_group" "open" {
            name = "open"
            ingress {
              from_port   = 0
              to_port     = 0
              protocol    = "-1"
              cidr_blocks = ["0.0.0.0/0"] #!
            }
          }
        `,
        ex`
          locals {
            everyone = "0.0.0.0/0"
          }
          resource "aws_security_group_rule" "tcp" {
            type              = "ingress"
            security_group_id = "sg-123"
            from_port         = 0
            to_port           = 65535
            protocol          = "tcp"
            cidr_blocks       = [local.everyone] #!
          }
        `,
      ],
      good: [
        ex`
          resource "aws_security_group" "internal" {
            name = "internal"
            ingress {
              from_port   = 0
              to_port     = 0
              protocol    = "-1"
              cidr_blocks = ["10.0.0.0/16"]
            }
          }
        `,
      ],
      omitted: ex`
        resource "aws_security_group" "empty" {
          name = "empty"
        }
      `,
    },
    cloudformation: {
      bad: [
        ex`
          Resources:
            Open:
              Type: AWS::EC2::SecurityGroup
              Properties:
                GroupDescription: open
                SecurityGroupIngress:
                  - IpProtocol: "-1"
                    CidrIp: 0.0.0.0/0 #!
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
                    CidrIp: 0.0.0.0/0
        `,
      ],
      omitted: ex`
        Resources:
          Empty:
            Type: AWS::EC2::SecurityGroup
            Properties:
              GroupDescription: empty
      `,
    },
  },
});
