import { flag, isFalse } from '../../helpers/settings';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

const TF_FLAGS = ['block_public_acls', 'block_public_policy', 'ignore_public_acls', 'restrict_public_buckets'];
const CFN_FLAGS = ['BlockPublicAcls', 'BlockPublicPolicy', 'IgnorePublicAcls', 'RestrictPublicBuckets'];

export const rule = codeRule(spec, {
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
});
