import { defineRule } from '../../model';
import { flagAll, oneOf } from '../../helpers/settings';

export const awsS3PublicAcl = defineRule({
  id: 'IG-AWS-012',
  title: 'S3 bucket ACL grants access to everyone',
  severity: 'CRITICAL',
  rationale:
    'The canned ACLs public-read, public-read-write and authenticated-read let anyone on the internet (or any AWS user) list and read the bucket, and with write, fill it.',
  remediation:
    'Keep the bucket private (`private`, or no ACL with object ownership set to BucketOwnerEnforced) and serve public content through CloudFront with origin access control.',
  checks: {
    terraform: (ctx) =>
      flagAll(
        ctx,
        ['aws_s3_bucket', 'aws_s3_bucket_acl'],
        'acl',
        oneOf('public-read', 'public-read-write', 'authenticated-read'),
      ),
    cloudformation: (ctx) =>
      flagAll(ctx, ['AWS::S3::Bucket'], 'AccessControl', oneOf('PublicRead', 'PublicReadWrite', 'AuthenticatedRead')),
  },
  formats: ['terraform-aws', 'cloudformation'],
});
