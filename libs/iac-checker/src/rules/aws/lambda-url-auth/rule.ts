import { defineRule } from '../../model';
import { flagAll, oneOf } from '../../helpers/settings';

export const awsLambdaUrlAuth = defineRule({
  id: 'IG-AWS-044',
  title: 'Lambda function URL without authentication',
  severity: 'HIGH',
  rationale:
    'A function URL with auth type NONE lets anyone on the internet invoke the function, run up its cost and reach whatever its role can.',
  remediation:
    'Use `authorization_type = "AWS_IAM"` (`AuthType: AWS_IAM`), or put the function behind API Gateway with an authorizer; keep NONE only for deliberately public endpoints that check callers themselves.',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['aws_lambda_function_url'], 'authorization_type', oneOf('NONE')),
    cloudformation: (ctx) => flagAll(ctx, ['AWS::Lambda::Url'], 'AuthType', oneOf('NONE')),
  },
  formats: ['terraform-aws', 'cloudformation'],
});
