import { type RuleContext } from '../../model';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

function check(ctx: RuleContext): void {
  if (ctx.engine === 'terraform') {
    for (const r of ctx.resources('aws_vpc')) if (!ctx.referrers(r, ['aws_flow_log'], 'vpc_id').length) ctx.report(r);
  } else
    for (const r of ctx.resources('AWS::EC2::VPC'))
      if (!ctx.referrers(r, ['AWS::EC2::FlowLog'], 'ResourceId').length) ctx.report(r);
}

export const rule = codeRule(spec, { terraform: check, cloudformation: check });
