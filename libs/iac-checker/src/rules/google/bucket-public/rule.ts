import { defineRule } from '../../model';
import { asStrings, UNKNOWN } from '../../view/node';

/** Members meaning everyone, signed in to Google or not. */
export const PUBLIC_MEMBERS = new Set(['allUsers', 'allAuthenticatedUsers']);

export const googleBucketPublic = defineRule({
  id: 'IG-GCP-004',
  title: 'Storage bucket readable by anyone',
  severity: 'CRITICAL',
  rationale:
    'Granting a bucket role to `allUsers` or `allAuthenticatedUsers` publishes its objects to the internet (or to every Google account), often far beyond the files meant to be shared.',
  remediation:
    'Grant roles to named users, groups or service accounts; serve public files through a load balancer or signed URLs, and set `public_access_prevention = "enforced"` on private buckets.',
  checks: {
    terraform: (ctx) => {
      for (const r of ctx.resources('google_storage_bucket_iam_member', 'google_storage_bucket_iam_binding')) {
        const node = r.body.get('member') ?? r.body.get('members');
        const members = asStrings(node?.value());
        if (node && members !== UNKNOWN && members.some((m) => PUBLIC_MEMBERS.has(m))) ctx.report(r, node);
      }
      for (const r of ctx.resources(
        'google_storage_bucket_access_control',
        'google_storage_default_object_access_control',
      )) {
        const node = r.body.get('entity');
        const v = node?.value();
        if (node && typeof v === 'string' && PUBLIC_MEMBERS.has(v)) ctx.report(r, node);
      }
      for (const r of ctx.resources('google_storage_bucket_acl', 'google_storage_object_acl')) {
        const node = r.body.get('role_entity');
        const entries = asStrings(node?.value());
        if (node && entries !== UNKNOWN && entries.some((e) => PUBLIC_MEMBERS.has(e.split(':')[1] ?? '')))
          ctx.report(r, node);
      }
    },
  },
  formats: ['terraform-google'],
});
