import { defineRule, type RuleContext } from '../../model';
import { allows, anyPrincipal, policyStatements } from '../../helpers/iam';

function check(ctx: RuleContext): void {
  for (const s of policyStatements(ctx))
    if (s.kind === 'resource' && allows(s) && anyPrincipal(s) && !s.conditions)
      ctx.report(s.owner, s.principalNode ?? s.node);
}

export const awsResourcePolicyPublic = defineRule({
  id: 'IG-AWS-009',
  title: 'Resource policy allows anyone',
  severity: 'CRITICAL',
  rationale:
    'A bucket, queue, topic, key or repository policy allowing `Principal: "*"` without a condition lets every AWS account, and for S3 anonymous users on the internet, use the resource.',
  remediation:
    'Name the principals (account ARNs, a CloudFront service principal), or add a condition such as `aws:SourceArn` or `aws:PrincipalOrgID` that narrows "anyone" down.',
  checks: { terraform: check, cloudformation: check },
  formats: ['terraform-aws', 'cloudformation'],
});
