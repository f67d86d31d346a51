import { defineRule, ex } from '../model';
import { ADMIN_PORTS, awsInbound, reportOpen } from '../helpers/network';

export const awsAdminPortOpen = defineRule({
  id: 'IG-AWS-001',
  title: 'Remote administration port open to the internet',
  severity: 'CRITICAL',
  rationale:
    'SSH, RDP, Telnet and WinRM reachable from any address are found by scanners within minutes and attacked with stolen and guessed credentials around the clock.',
  remediation:
    'Allow the port only from known addresses (a VPN or office range, or a security group), or drop it and use Systems Manager Session Manager.',
  checks: {
    terraform: (ctx) => reportOpen(ctx, awsInbound(ctx), ADMIN_PORTS),
    cloudformation: (ctx) => reportOpen(ctx, awsInbound(ctx), ADMIN_PORTS),
  },
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_security_group" "bastion" {
            name = "bastion"
            ingress {
              from_port   = 22
              to_port     = 22
              protocol    = "tcp"
              cidr_blocks = ["0.0.0.0/0"] #!
            }
          }
        `,
        ex`
          variable "admin_cidr" {
            default = "0.0.0.0/0"
          }
          resource "aws_vpc_security_group_ingress_rule" "rdp" {
            security_group_id = "sg-123"
            cidr_ipv4         = var.admin_cidr #!
            from_port         = 3380
            to_port           = 3390
            ip_protocol       = "tcp"
          }
        `,
      ],
      good: [
        ex`
          resource "aws_security_group_rule" "ssh" {
            type              = "ingress"
            security_group_id = "sg-123"
            from_port         = 22
            to_port           = 22
            protocol          = "tcp"
            cidr_blocks       = ["10.0.0.0/8"]
          }
        `,
        ex`
          resource "aws_vpc_security_group_ingress_rule" "https" {
            security_group_id = "sg-123"
            cidr_ipv4         = "0.0.0.0/0"
            from_port         = 443
            to_port           = 443
            ip_protocol       = "tcp"
          }
        `,
      ],
      omitted: ex`
        resource "aws_security_group" "app" {
          name = "app"
        }
      `,
    },
    cloudformation: {
      bad: [
        ex`
          Resources:
            Bastion:
              Type: AWS::EC2::SecurityGroup
              Properties:
                GroupDescription: bastion
                SecurityGroupIngress:
                  - IpProtocol: tcp
                    FromPort: 22
                    ToPort: 22
                    CidrIp: 0.0.0.0/0 #!
        `,
      ],
      good: [
        ex`
          Resources:
            Bastion:
              Type: AWS::EC2::SecurityGroup
              Properties:
                GroupDescription: bastion
                SecurityGroupIngress:
                  - IpProtocol: tcp
                    FromPort: 22
                    ToPort: 22
                    CidrIp: 10.20.0.0/16
        `,
      ],
      omitted: ex`
        Resources:
          App:
            Type: AWS::EC2::SecurityGroup
            Properties:
              GroupDescription: app
      `,
    },
  },
});
