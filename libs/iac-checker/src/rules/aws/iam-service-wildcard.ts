import { defineRule, ex, type RuleContext } from '../model';
import { allows, policyStatements } from '../helpers/iam';
import { UNKNOWN } from '../view/node';

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
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_iam_role_policy" "app" {
            role = "app"
            policy = <<-EOF
              {
                "Version": "2012-10-17",
                "Statement": [
                  { #!
                    "Effect": "Allow",
                    "Action": ["s3:*"],
                    "Resource": "*"
                  }
                ]
              }
            EOF
          }
        `,
      ],
      good: [
        ex`
          resource "aws_iam_role_policy" "app" {
            role = "app"
            policy = jsonencode({
              Version   = "2012-10-17"
              Statement = [{ Effect = "Allow", Action = "s3:*", Resource = "arn:aws:s3:::app-data/*" }]
            })
          }
        `,
      ],
      omitted: ex`
        resource "aws_iam_role_policy" "app" {
          role = "app"
          policy = jsonencode({
            Version   = "2012-10-17"
            Statement = [{ Effect = "Allow", Action = "sqs:SendMessage", Resource = "*" }]
          })
        }
      `,
    },
    cloudformation: {
      bad: [
        ex`
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
                Policies:
                  - PolicyName: everything-dynamodb
                    PolicyDocument:
                      Version: '2012-10-17'
                      Statement:
                        - Effect: Allow #!
                          Action: dynamodb:*
                          Resource: '*'
        `,
      ],
      good: [
        ex`
          Resources:
            Policy:
              Type: AWS::IAM::ManagedPolicy
              Properties:
                PolicyDocument:
                  Version: '2012-10-17'
                  Statement:
                    - Effect: Allow
                      Action:
                        - dynamodb:GetItem
                        - dynamodb:PutItem
                      Resource: arn:aws:dynamodb:eu-west-1:123456789012:table/orders
        `,
      ],
      omitted: ex`
        Resources:
          Policy:
            Type: AWS::IAM::ManagedPolicy
            Properties:
              PolicyDocument:
                Version: '2012-10-17'
                Statement:
                  - Effect: Allow
                    Action: logs:PutLogEvents
                    Resource: '*'
      `,
    },
  },
});
