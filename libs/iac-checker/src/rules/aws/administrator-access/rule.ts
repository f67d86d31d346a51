import { type RuleContext } from '../../model';
import { asStrings, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

const ADMIN = /^arn:aws[a-z-]*:iam::aws:policy\/AdministratorAccess$/;

function check(ctx: RuleContext): void {
  const attachments =
    ctx.engine === 'terraform'
      ? [
          ...ctx
            .resources(
              'aws_iam_role_policy_attachment',
              'aws_iam_user_policy_attachment',
              'aws_iam_group_policy_attachment',
              'aws_iam_policy_attachment',
            )
            .map((r) => [r, r.body.get('policy_arn')] as const),
          ...ctx.resources('aws_iam_role').map((r) => [r, r.body.get('managed_policy_arns')] as const),
        ]
      : ctx
          .resources('AWS::IAM::Role', 'AWS::IAM::User', 'AWS::IAM::Group')
          .map((r) => [r, r.body.get('ManagedPolicyArns')] as const);
  for (const [r, node] of attachments) {
    const arns = asStrings(node?.value());
    if (node && arns !== UNKNOWN && arns.some((a) => ADMIN.test(a))) ctx.report(r, node);
  }
}

export const rule = codeRule(spec, { terraform: check, cloudformation: check });
