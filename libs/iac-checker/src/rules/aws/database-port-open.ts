import { defineRule, ex } from '../model';
import { awsInbound, DATABASE_PORTS, reportOpen } from '../helpers/network';

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
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_security_group_rule" "postgres" {
            type              = "ingress"
            security_group_id = "sg-123"
            from_port         = 5432
            to_port           = 5432
            protocol          = "tcp"
            cidr_blocks       = ["10.0.0.0/16", "0.0.0.0/0"] #!
          }
        `,
        ex`
          resource "aws_vpc_security_group_ingress_rule" "redis" {
            security_group_id = "sg-123"
            cidr_ipv6         = "::/0" #!
            from_port         = 6379
            to_port           = 6379
            ip_protocol       = "tcp"
          }
        `,
      ],
      good: [
        ex`
          resource "aws_vpc_security_group_ingress_rule" "postgres" {
            security_group_id            = "sg-123"
            referenced_security_group_id = "sg-456"
            from_port                    = 5432
            to_port                      = 5432
            ip_protocol                  = "tcp"
          }
        `,
      ],
      omitted: ex`
        resource "aws_security_group" "db" {
          name = "db"
        }
      `,
    },
    cloudformation: {
      bad: [
        ex`
          Resources:
            MysqlIngress:
              Type: AWS::EC2::SecurityGroupIngress
              Properties:
                GroupId: sg-123
                IpProtocol: tcp
                FromPort: 3306
                ToPort: 3306
                CidrIp: 0.0.0.0/0 #!
        `,
      ],
      good: [
        ex`
          Resources:
            MysqlIngress:
              Type: AWS::EC2::SecurityGroupIngress
              Properties:
                GroupId: sg-123
                IpProtocol: tcp
                FromPort: 3306
                ToPort: 3306
                SourceSecurityGroupId: sg-456
        `,
      ],
      omitted: ex`
        Resources:
          Db:
            Type: AWS::EC2::SecurityGroup
            Properties:
              GroupDescription: db
      `,
    },
  },
});
