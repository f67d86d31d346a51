import { defineRule, ex, type RuleContext } from '../model';
import { allows, anyPrincipal, policyStatements } from '../helpers/iam';

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
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_iam_role" "shared" {
            name = "shared"
            assume_role_policy = jsonencode({
              Version = "2012-10-17"
              Statement = [{
                Effect    = "Allow"
                Action    = "sts:AssumeRole"
                Principal = { AWS = "*" } #!
              }]
            })
          }
        `,
      ],
      good: [
        ex`
          resource "aws_iam_role" "partner" {
            name = "partner"
            assume_role_policy = jsonencode({
              Version = "2012-10-17"
              Statement = [{
                Effect    = "Allow"
                Action    = "sts:AssumeRole"
                Principal = { AWS = "arn:aws:iam::111122223333:root" }
                Condition = { StringEquals = { "sts:ExternalId" = "partner-7f3a" } }
              }]
            })
          }
        `,
      ],
      omitted: ex`
        resource "aws_iam_role" "lambda" {
          name = "lambda"
          assume_role_policy = jsonencode({
            Version   = "2012-10-17"
            Statement = [{ Effect = "Allow", Action = "sts:AssumeRole", Principal = { Service = "lambda.amazonaws.com" } }]
          })
        }
      `,
    },
    cloudformation: {
      bad: [
        ex`
          Resources:
            Shared:
              Type: AWS::IAM::Role
              Properties:
                AssumeRolePolicyDocument:
                  Version: '2012-10-17'
                  Statement:
                    - Effect: Allow
                      Action: sts:AssumeRole
                      Principal: '*' #!
        `,
      ],
      good: [
        ex`
          Resources:
            Lambda:
              Type: AWS::IAM::Role
              Properties:
                AssumeRolePolicyDocument:
                  Version: '2012-10-17'
                  Statement:
                    - Effect: Allow
                      Action: sts:AssumeRole
                      Principal:
                        Service: lambda.amazonaws.com
        `,
      ],
      omitted: ex`
        Resources:
          Profile:
            Type: AWS::IAM::InstanceProfile
            Properties:
              Roles:
                - app
      `,
    },
  },
});
