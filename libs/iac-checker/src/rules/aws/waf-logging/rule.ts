import { defineRule, type RuleContext } from '../../model';

/** A WAFv2 web ACL that no logging configuration names. */
function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const [acl, logging, path] = tf
    ? ['aws_wafv2_web_acl', 'aws_wafv2_web_acl_logging_configuration', 'resource_arn']
    : ['AWS::WAFv2::WebACL', 'AWS::WAFv2::LoggingConfiguration', 'ResourceArn'];
  for (const r of ctx.resources(acl)) if (!ctx.referrers(r, [logging], path).length) ctx.report(r);
}

export const awsWafLogging = defineRule({
  id: 'IG-AWS-059',
  title: 'WAF web ACL without logging',
  severity: 'MEDIUM',
  rationale:
    'Without WAF logs there is no record of which requests were blocked or allowed and why, so attacks go unnoticed and a rule that blocks real users cannot be traced.',
  remediation:
    'Add an `aws_wafv2_web_acl_logging_configuration` (`AWS::WAFv2::LoggingConfiguration`) for the web ACL, sending to a log group, bucket or Firehose named `aws-waf-logs-...`.',
  checks: { terraform: check, cloudformation: check },
  formats: ['terraform-aws', 'cloudformation'],
});
