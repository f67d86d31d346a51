import { defineRule, ex } from '../model';
import { flagAll, isFalse } from '../helpers/settings';

export const awsCloudTrailLogValidation = defineRule({
  id: 'IG-AWS-032',
  title: 'CloudTrail log file validation turned off',
  severity: 'MEDIUM',
  rationale:
    'Without digest files, nobody can tell whether audit logs were changed or deleted after delivery, which is the first thing an intruder covering tracks does.',
  remediation: 'Set `enable_log_file_validation = true` (`EnableLogFileValidation: true`).',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['aws_cloudtrail'], 'enable_log_file_validation', isFalse, { omitted: true }),
    cloudformation: (ctx) =>
      flagAll(ctx, ['AWS::CloudTrail::Trail'], 'EnableLogFileValidation', isFalse, { omitted: true }),
  },
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_cloudtrail" "audit" {
            name                       = "audit"
            s3_bucket_name             = "acme-audit"
            enable_log_file_validation = false #!
          }
        `,
      ],
      good: [
        ex`
          resource "aws_cloudtrail" "audit" {
            name                       = "audit"
            s3_bucket_name             = "acme-audit"
            enable_log_file_validation = true
          }
        `,
      ],
      omitted: ex`
        resource "aws_cloudtrail" "audit" { #!
          name           = "audit"
          s3_bucket_name = "acme-audit"
        }
      `,
    },
    cloudformation: {
      bad: [
        ex`
          Resources:
            Trail:
              Type: AWS::CloudTrail::Trail
              Properties:
                IsLogging: true
                S3BucketName: acme-audit
                EnableLogFileValidation: false #!
        `,
      ],
      good: [
        ex`
          Resources:
            Trail:
              Type: AWS::CloudTrail::Trail
              Properties:
                IsLogging: true
                S3BucketName: acme-audit
                EnableLogFileValidation: true
        `,
      ],
      omitted: ex`
        Resources:
          Trail: #!
            Type: AWS::CloudTrail::Trail
            Properties:
              IsLogging: true
              S3BucketName: acme-audit
      `,
    },
  },
});
