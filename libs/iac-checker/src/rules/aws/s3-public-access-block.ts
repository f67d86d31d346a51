import { defineRule, ex } from '../model';
import { flag, isFalse } from '../helpers/settings';

const TF_FLAGS = ['block_public_acls', 'block_public_policy', 'ignore_public_acls', 'restrict_public_buckets'];
const CFN_FLAGS = ['BlockPublicAcls', 'BlockPublicPolicy', 'IgnorePublicAcls', 'RestrictPublicBuckets'];

export const awsS3PublicAccessBlock = defineRule({
  id: 'IG-AWS-013',
  title: 'S3 Block Public Access turned off',
  severity: 'HIGH',
  rationale:
    'Block Public Access is the guard that stops a public ACL or bucket policy from taking effect; each of its four settings turned off (or left out once the block is written, where it defaults to off) lets one later mistake publish the data.',
  remediation:
    'Set all four settings to true (`block_public_acls`, `block_public_policy`, `ignore_public_acls`, `restrict_public_buckets`).',
  checks: {
    terraform: (ctx) => {
      for (const r of ctx.resources('aws_s3_bucket_public_access_block', 'aws_s3_account_public_access_block'))
        for (const key of TF_FLAGS) flag(ctx, r, key, isFalse, { omitted: true, text: `\`${key}\` is not true.` });
    },
    cloudformation: (ctx) => {
      for (const r of ctx.resources('AWS::S3::Bucket')) {
        if (!r.body.get('PublicAccessBlockConfiguration')) continue;
        for (const key of CFN_FLAGS)
          flag(ctx, r, `PublicAccessBlockConfiguration.${key}`, isFalse, {
            omitted: true,
            text: `\`${key}\` is not true.`,
          });
      }
    },
  },
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_s3_bucket_public_access_block" "site" {
            bucket                  = "site"
            block_public_acls       = true
            block_public_policy     = false #!
            ignore_public_acls      = true
            restrict_public_buckets = true
          }
        `,
      ],
      good: [
        ex`
          resource "aws_s3_bucket_public_access_block" "data" {
            bucket                  = "data"
            block_public_acls       = true
            block_public_policy     = true
            ignore_public_acls      = true
            restrict_public_buckets = true
          }
        `,
      ],
      omitted: ex`
        resource "aws_s3_bucket_public_access_block" "data" { #!
          bucket            = "data"
          block_public_acls = true
        }
      `,
    },
    cloudformation: {
      bad: [
        ex`
          Resources:
            Data:
              Type: AWS::S3::Bucket
              Properties:
                PublicAccessBlockConfiguration:
                  BlockPublicAcls: true
                  BlockPublicPolicy: true
                  IgnorePublicAcls: false #!
                  RestrictPublicBuckets: true
        `,
      ],
      good: [
        ex`
          Resources:
            Data:
              Type: AWS::S3::Bucket
              Properties:
                PublicAccessBlockConfiguration:
                  BlockPublicAcls: true
                  BlockPublicPolicy: true
                  IgnorePublicAcls: true
                  RestrictPublicBuckets: true
        `,
        ex`
          Resources:
            Data:
              Type: AWS::S3::Bucket
              Properties:
                BucketName: data
        `,
      ],
      omitted: ex`
        Resources:
          Data:
            Type: AWS::S3::Bucket
            Properties:
              PublicAccessBlockConfiguration: #!
                BlockPublicAcls: true
                BlockPublicPolicy: true
                IgnorePublicAcls: true
      `,
    },
  },
});
