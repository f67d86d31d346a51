import { defineRule, type RuleContext } from '../../model';

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
  formats: ['terraform-aws', 'cloudformation'],
});
