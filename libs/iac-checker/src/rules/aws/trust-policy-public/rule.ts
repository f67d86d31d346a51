import { defineRule, type RuleContext } from '../../model';
import { allows, anyPrincipal, policyStatements } from '../../helpers/iam';

function check(ctx: RuleContext): void {
  for (const s of policyStatements(ctx))
    if (s.kind === 'trust' && allows(s) && anyPrincipal(s) && !s.conditions)
      ctx.report(s.owner, s.principalNode ?? s.node);
}

export const awsTrustPolicyPublic = defineRule({
  id: 'IG-AWS-010',
  title: 'Role can be assumed by any AWS account',
  severity: 'CRITICAL',
  rationale:
    'A trust policy with `Principal: { AWS: "*" }` and no condition lets anyone with an AWS account take the role and everything it is allowed to do.',
  remediation:
    'Trust the one service (`Service = "lambda.amazonaws.com"`) or account that needs the role, and add `sts:ExternalId` or `aws:PrincipalOrgID` conditions for other accounts.',
  checks: { terraform: check, cloudformation: check },
  formats: ['terraform-aws', 'cloudformation'],
});
