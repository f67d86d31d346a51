import { defineRule, ex, type RuleContext } from '../model';
import { allows, policyStatements } from '../helpers/iam';
import { UNKNOWN } from '../view/node';

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
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_iam_policy" "admin" {
            name = "admin"
            policy = jsonencode({
              Version = "2012-10-17"
              Statement = [{ #!
                Effect   = "Allow"
                Action   = "*"
                Resource = "*"
              }]
            })
          }
        `,
        ex`
          data "aws_iam_policy_document" "all" {
            statement { #!
              actions   = ["*"]
              resources = ["*"]
            }
          }
          resource "aws_iam_role_policy" "all" {
            role   = "app"
            policy = data.aws_iam_policy_document.all.json
          }
        `,
      ],
      good: [
        ex`
          resource "aws_iam_policy" "read" {
            name = "read"
            policy = jsonencode({
              Version = "2012-10-17"
              Statement = [{
                Effect   = "Allow"
                Action   = ["s3:GetObject"]
                Resource = "arn:aws:s3:::reports/*"
              }]
            })
          }
        `,
        ex`
          resource "aws_iam_policy" "deny" {
            name = "deny"
            policy = jsonencode({
              Version   = "2012-10-17"
              Statement = [{ Effect = "Deny", Action = "*", Resource = "*" }]
            })
          }
        `,
      ],
      omitted: ex`
        resource "aws_iam_role" "app" {
          name = "app"
          assume_role_policy = jsonencode({
            Version   = "2012-10-17"
            Statement = [{ Effect = "Allow", Action = "sts:AssumeRole", Principal = { Service = "ec2.amazonaws.com" } }]
          })
        }
      `,
    },
    cloudformation: {
      bad: [
        ex`
          Resources:
            Admin:
              Type: AWS::IAM::ManagedPolicy
              Properties:
                PolicyDocument:
                  Version: '2012-10-17'
                  Statement:
                    - Effect: Allow #!
                      Action: '*'
                      Resource: '*'
        `,
      ],
      good: [
        ex`
          Resources:
            Reader:
              Type: AWS::IAM::ManagedPolicy
              Properties:
                PolicyDocument:
                  Version: '2012-10-17'
                  Statement:
                    - Effect: Allow
                      Action: s3:GetObject
                      Resource: arn:aws:s3:::reports/*
        `,
      ],
      omitted: ex`
        Resources:
          Role:
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
    },
  },
});

function report(ctx: RuleContext): void {
  for (const s of policyStatements(ctx)) {
    if (s.kind !== 'identity' || !allows(s) || s.actions === UNKNOWN || s.resources === UNKNOWN) continue;
    if (s.actions.some((a) => a === '*' || a === '*:*') && s.resources.includes('*')) ctx.report(s.owner, s.node);
  }
}
