import { defineRule, ex } from '../model';
import { flagAll, isFalse } from '../helpers/settings';

export const awsCloudTrailMultiRegion = defineRule({
  id: 'IG-AWS-033',
  title: 'CloudTrail records one region only',
  severity: 'MEDIUM',
  rationale:
    'Activity in the regions a trail does not cover goes unrecorded, and unused regions are where attackers start resources unnoticed.',
  remediation: 'Set `is_multi_region_trail = true` (`IsMultiRegionTrail: true`).',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['aws_cloudtrail'], 'is_multi_region_trail', isFalse, { omitted: true }),
    cloudformation: (ctx) => flagAll(ctx, ['AWS::CloudTrail::Trail'], 'IsMultiRegionTrail', isFalse, { omitted: true }),
  },
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_cloudtrail" "audit" {
            name                  = "audit"
            s3_bucket_name        = "acme-audit"
            is_multi_region_trail = false #!
          }
        `,
      ],
      good: [
        ex`
          resource "aws_cloudtrail" "audit" {
            name                  = "audit"
            s3_bucket_name        = "acme-audit"
            is_multi_region_trail = true
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
                IsMultiRegionTrail: false #!
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
                IsMultiRegionTrail: true
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
