import { defineRule, type RuleContext } from '../../model';
import { allows, policyStatements } from '../../helpers/iam';
import { UNKNOWN } from '../../view/node';

function check(ctx: RuleContext): void {
  for (const s of policyStatements(ctx)) {
    if (s.kind !== 'identity' || !allows(s) || s.actions === UNKNOWN || s.resources === UNKNOWN) continue;
    const wildcard = s.actions.find((a) => /^[a-z0-9-]+:\*$/i.test(a));
    if (wildcard && s.resources.includes('*'))
      ctx.report(
        s.owner,
        s.node,
        `The policy allows every ${wildcard.split(':')[0]} action (\`${wildcard}\`) on every resource.`,
      );
  }
}

export const awsIamServiceWildcard = defineRule({
  id: 'IG-AWS-008',
  title: 'IAM policy allows every action of a service on every resource',
  severity: 'HIGH',
  rationale:
    '`s3:*` or `iam:*` on `*` grants far more than a workload uses: deleting buckets, changing their policies, creating users. Compromise of the holder then reaches every resource of that service.',
  remediation: 'Name the actions used (`s3:GetObject`, `s3:PutObject`) and scope `Resource` to the ARNs involved.',
  checks: { terraform: check, cloudformation: check },
  formats: ['terraform-aws', 'cloudformation'],
});
