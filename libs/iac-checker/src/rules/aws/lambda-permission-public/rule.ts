import { type RuleContext } from '../../model';
import { flag, oneOf } from '../../helpers/settings';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const [type, principal, scoped] = tf
    ? ['aws_lambda_permission', 'principal', ['source_arn', 'source_account', 'principal_org_id']]
    : ['AWS::Lambda::Permission', 'Principal', ['SourceArn', 'SourceAccount', 'PrincipalOrgID']];
  for (const r of ctx.resources(type)) if (!scoped.some((k) => r.body.get(k))) flag(ctx, r, principal, oneOf('*'));
}

export const rule = codeRule(spec, { terraform: check, cloudformation: check });
