import { defineRule } from '../../model';
import { flagAll, notOneOf } from '../../helpers/settings';

export const googleBucketPublicAccessPrevention = defineRule({
  id: 'IG-GCP-006',
  title: 'Storage bucket does not prevent public access',
  severity: 'LOW',
  rationale:
    'Public access prevention refuses any grant to `allUsers` or `allAuthenticatedUsers`, so a later IAM mistake cannot publish a private bucket.',
  remediation: 'Set `public_access_prevention = "enforced"` on buckets that are not meant to be public.',
  checks: {
    terraform: (ctx) =>
      flagAll(ctx, ['google_storage_bucket'], 'public_access_prevention', notOneOf('enforced'), { omitted: true }),
  },
  formats: ['terraform-google'],
});
