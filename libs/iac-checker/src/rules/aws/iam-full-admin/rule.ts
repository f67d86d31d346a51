import { defineRule, type RuleContext } from '../../model';
import { allows, policyStatements } from '../../helpers/iam';
import { UNKNOWN } from '../../view/node';

export const awsIamFullAdmin = defineRule({
  id: 'IG-AWS-007',
  title: 'IAM policy allows every action on every resource',
  severity: 'CRITICAL',
  rationale:
    'A policy with `Action: "*"` on `Resource: "*"` makes whoever holds it an administrator of the account: one leaked credential or compromised workload is the whole account.',
  remediation:
    "List the actions the workload calls and the resources it touches (for example `s3:GetObject` on one bucket's ARN).",
  checks: {
    terraform: (ctx) => report(ctx),
    cloudformation: (ctx) => report(ctx),
  },
  formats: ['terraform-aws', 'cloudformation'],
});

function report(ctx: RuleContext): void {
  for (const s of policyStatements(ctx)) {
    if (s.kind !== 'identity' || !allows(s) || s.actions === UNKNOWN || s.resources === UNKNOWN) continue;
    if (s.actions.some((a) => a === '*' || a === '*:*') && s.resources.includes('*')) ctx.report(s.owner, s.node);
  }
}
