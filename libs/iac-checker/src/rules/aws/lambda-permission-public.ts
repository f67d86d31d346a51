import { defineRule, ex, type RuleContext } from '../model';
import { flag, oneOf } from '../helpers/settings';

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
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_lambda_permission" "invoke" {
            action        = "lambda:InvokeFunction"
            function_name = "api"
            principal     = "*" #!
          }
        `,
      ],
      good: [
        ex`
          resource "aws_lambda_permission" "apigw" {
            action        = "lambda:InvokeFunction"
            function_name = "api"
            principal     = "apigateway.amazonaws.com"
            source_arn    = "arn:aws:execute-api:eu-west-1:123456789012:abc123/*"
          }
        `,
      ],
      omitted: ex`
        resource "aws_lambda_permission" "events" {
          action        = "lambda:InvokeFunction"
          function_name = "api"
          principal     = "events.amazonaws.com"
        }
      `,
    },
    cloudformation: {
      bad: [
        ex`
          Resources:
            Invoke:
              Type: AWS::Lambda::Permission
              Properties:
                Action: lambda:InvokeFunction
                FunctionName: api
                Principal: '*' #!
        `,
      ],
      good: [
        ex`
          Resources:
            Invoke:
              Type: AWS::Lambda::Permission
              Properties:
                Action: lambda:InvokeFunction
                FunctionName: api
                Principal: s3.amazonaws.com
                SourceAccount: '123456789012'
        `,
      ],
      omitted: ex`
        Resources:
          Invoke:
            Type: AWS::Lambda::Permission
            Properties:
              Action: lambda:InvokeFunction
              FunctionName: api
              Principal: sns.amazonaws.com
      `,
    },
  },
});
