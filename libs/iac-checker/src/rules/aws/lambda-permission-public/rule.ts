import { defineRule, type RuleContext } from '../../model';
import { flag, oneOf } from '../../helpers/settings';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const [type, principal, scoped] = tf
    ? ['aws_lambda_permission', 'principal', ['source_arn', 'source_account', 'principal_org_id']]
    : ['AWS::Lambda::Permission', 'Principal', ['SourceArn', 'SourceAccount', 'PrincipalOrgID']];
  for (const r of ctx.resources(type)) if (!scoped.some((k) => r.body.get(k))) flag(ctx, r, principal, oneOf('*'));
}

export const awsLambdaPermissionPublic = defineRule({
  id: 'IG-AWS-045',
  title: 'Lambda function can be invoked by anyone',
  severity: 'HIGH',
  rationale:
    'A resource-based permission for principal `*` without a source condition lets any AWS account (or, with a function URL, anyone) invoke the function.',
  remediation:
    'Name the calling service or account as `principal` and add `source_arn` (`SourceArn`) or `source_account`.',
  checks: { terraform: check, cloudformation: check },
  formats: ['terraform-aws', 'cloudformation'],
});
