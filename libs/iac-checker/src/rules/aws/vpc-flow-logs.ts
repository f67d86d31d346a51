import { defineRule, ex, type RuleContext } from '../model';

function check(ctx: RuleContext): void {
  if (ctx.engine === 'terraform') {
    for (const r of ctx.resources('aws_vpc')) if (!ctx.referrers(r, ['aws_flow_log'], 'vpc_id').length) ctx.report(r);
  } else
    for (const r of ctx.resources('AWS::EC2::VPC'))
      if (!ctx.referrers(r, ['AWS::EC2::FlowLog'], 'ResourceId').length) ctx.report(r);
}

export const awsVpcFlowLogs = defineRule({
  id: 'IG-AWS-034',
  title: 'VPC without flow logs',
  severity: 'MEDIUM',
  rationale:
    'Flow logs are the record of which addresses talked to which; without them, an intrusion or a data leak cannot be traced through the network.',
  remediation: 'Add an `aws_flow_log` (`AWS::EC2::FlowLog`) for the VPC, sending to CloudWatch Logs or S3.',
  checks: { terraform: check, cloudformation: check },
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_vpc" "main" { #!
            cidr_block = "10.0.0.0/16"
          }
        `,
      ],
      good: [
        ex`
          resource "aws_vpc" "main" {
            cidr_block = "10.0.0.0/16"
          }
          resource "aws_flow_log" "main" {
            vpc_id               = aws_vpc.main.id
            traffic_type         = "ALL"
            log_destination_type = "s3"
            log_destination      = "arn:aws:s3:::acme-flow-logs"
          }
        `,
      ],
      omitted: ex`
        resource "aws_vpc" "main" { #!
          cidr_block           = "10.0.0.0/16"
          enable_dns_hostnames = true
        }
      `,
    },
    cloudformation: {
      bad: [
        ex`
          Resources:
            Vpc: #!
              Type: AWS::EC2::VPC
              Properties:
                CidrBlock: 10.0.0.0/16
        `,
      ],
      good: [
        ex`
          Resources:
            Vpc:
              Type: AWS::EC2::VPC
              Properties:
                CidrBlock: 10.0.0.0/16
            FlowLog:
              Type: AWS::EC2::FlowLog
              Properties:
                ResourceId: !Ref Vpc
                ResourceType: VPC
                TrafficType: ALL
                LogDestinationType: s3
                LogDestination: arn:aws:s3:::acme-flow-logs
        `,
      ],
      omitted: ex`
        Resources:
          Vpc: #!
            Type: AWS::EC2::VPC
            Properties:
              CidrBlock: 10.0.0.0/16
              EnableDnsHostnames: true
      `,
    },
  },
});
