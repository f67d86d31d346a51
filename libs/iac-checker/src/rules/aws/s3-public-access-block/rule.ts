import { defineRule } from '../../model';
import { flag, isFalse } from '../../helpers/settings';

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
  formats: ['terraform-aws', 'cloudformation'],
});
