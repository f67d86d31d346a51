import { defineRule, ex, type RuleContext } from '../model';
import { allows, anyPrincipal, policyStatements } from '../helpers/iam';

function check(ctx: RuleContext): void {
  for (const s of policyStatements(ctx))
    if (s.kind === 'resource' && allows(s) && anyPrincipal(s) && !s.conditions)
      ctx.report(s.owner, s.principalNode ?? s.node);
}

export const awsResourcePolicyPublic = defineRule({
  id: 'IG-AWS-009',
  title: 'Resource policy allows anyone',
  severity: 'CRITICAL',
  rationale:
    'A bucket, queue, topic, key or repository policy allowing `Principal: "*"` without a condition lets every AWS account, and for S3 anonymous users on the internet, use the resource.',
  remediation:
    'Name the principals (account ARNs, a CloudFront service principal), or add a condition such as `aws:SourceArn` or `aws:PrincipalOrgID` that narrows "anyone" down.',
  checks: { terraform: check, cloudformation: check },
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_s3_bucket_policy" "site" {
            bucket = "site"
            policy = jsonencode({
              Version = "2012-10-17"
              Statement = [{
                Effect    = "Allow"
                Principal = "*" #!
                Action    = "s3:GetObject"
                Resource  = "arn:aws:s3:::site/*"
              }]
            })
          }
        `,
        ex`
          data "aws_iam_policy_document" "queue" {
            statement {
              actions   = ["sqs:SendMessage"]
              resources = ["*"]
              principals { #!
                type        = "*"
                identifiers = ["*"]
              }
            }
          }
          resource "aws_sqs_queue_policy" "queue" {
            queue_url = "https://sqs.eu-west-1.amazonaws.com/123456789012/jobs"
            policy    = data.aws_iam_policy_document.queue.json
          }
        `,
      ],
      good: [
        ex`
          resource "aws_s3_bucket_policy" "site" {
            bucket = "site"
            policy = jsonencode({
              Version = "2012-10-17"
              Statement = [{
                Effect    = "Allow"
                Principal = { Service = "cloudfront.amazonaws.com" }
                Action    = "s3:GetObject"
                Resource  = "arn:aws:s3:::site/*"
                Condition = { StringEquals = { "AWS:SourceArn" = "arn:aws:cloudfront::123456789012:distribution/E1" } }
              }]
            })
          }
        `,
        ex`
          resource "aws_s3_bucket_policy" "tls" {
            bucket = "data"
            policy = jsonencode({
              Version = "2012-10-17"
              Statement = [{
                Effect    = "Deny"
                Principal = "*"
                Action    = "s3:*"
                Resource  = "arn:aws:s3:::data/*"
                Condition = { Bool = { "aws:SecureTransport" = "false" } }
              }]
            })
          }
        `,
      ],
      omitted: ex`
        resource "aws_sqs_queue" "jobs" {
          name = "jobs"
        }
      `,
    },
    cloudformation: {
      bad: [
        ex`
          Resources:
            TopicPolicy:
              Type: AWS::SNS::TopicPolicy
              Properties:
                Topics:
                  - arn:aws:sns:eu-west-1:123456789012:alerts
                PolicyDocument:
                  Version: '2012-10-17'
                  Statement:
                    - Effect: Allow
                      Principal: #!
                        AWS: '*'
                      Action: sns:Publish
                      Resource: '*'
        `,
      ],
      good: [
        ex`
          Resources:
            TopicPolicy:
              Type: AWS::SNS::TopicPolicy
              Properties:
                Topics:
                  - arn:aws:sns:eu-west-1:123456789012:alerts
                PolicyDocument:
                  Version: '2012-10-17'
                  Statement:
                    - Effect: Allow
                      Principal:
                        Service: events.amazonaws.com
                      Action: sns:Publish
                      Resource: '*'
        `,
      ],
      omitted: ex`
        Resources:
          Topic:
            Type: AWS::SNS::Topic
            Properties:
              TopicName: alerts
      `,
    },
  },
});
