import { type RuleContext } from '../../model';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

/** A WAFv2 web ACL that no logging configuration names. */
function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const [acl, logging, path] = tf
    ? ['aws_wafv2_web_acl', 'aws_wafv2_web_acl_logging_configuration', 'resource_arn']
    : ['AWS::WAFv2::WebACL', 'AWS::WAFv2::LoggingConfiguration', 'ResourceArn'];
  for (const r of ctx.resources(acl)) if (!ctx.referrers(r, [logging], path).length) ctx.report(r);
}

export const rule = codeRule(spec, { terraform: check, cloudformation: check });
