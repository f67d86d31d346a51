import { asStrings, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

/** Members meaning everyone, signed in to Google or not. */
export const PUBLIC_MEMBERS = new Set(['allUsers', 'allAuthenticatedUsers']);

export const rule = codeRule(spec, {
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
});
