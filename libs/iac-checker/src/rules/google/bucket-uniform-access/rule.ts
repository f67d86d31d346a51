import { defineRule } from '../../model';
import { flagAll, isFalse } from '../../helpers/settings';

export const googleBucketUniformAccess = defineRule({
  id: 'IG-GCP-005',
  title: 'Storage bucket uses per-object ACLs',
  severity: 'MEDIUM',
  rationale:
    "Without uniform bucket-level access, any object can carry its own ACL and be made public on its own, unseen by the bucket's IAM policy.",
  remediation: 'Set `uniform_bucket_level_access = true` and manage access with IAM only.',
  checks: {
    terraform: (ctx) =>
      flagAll(ctx, ['google_storage_bucket'], 'uniform_bucket_level_access', isFalse, { omitted: true }),
  },
  formats: ['terraform-google'],
});
