import { defineRule } from '../../model';
import { STATE_NAME } from '../../aws/state-bucket-versioning/rule';
import { at } from '../../view/node';

export const googleStateBucketVersioning = defineRule({
  id: 'IG-GCP-024',
  title: 'Terraform state bucket without versioning',
  severity: 'HIGH',
  rationale:
    'Without object versioning, an overwritten or deleted state file cannot be recovered, and Terraform loses track of everything it manages.',
  remediation: 'Add `versioning { enabled = true }` to the bucket that holds the state.',
  checks: {
    terraform: (ctx) => {
      const backendBuckets = ctx.backends('gcs').map((b) => b.get('bucket')?.value());
      for (const r of ctx.resources('google_storage_bucket')) {
        const name = r.identity;
        const isState =
          STATE_NAME.test(r.name) ||
          (typeof name === 'string' && (STATE_NAME.test(name) || backendBuckets.includes(name)));
        if (!isState) continue;
        const enabled = at(r.body, 'versioning.enabled');
        if (!enabled) ctx.report(r, r.body.get('versioning'));
        else if (enabled.value() === false) ctx.report(r, enabled);
      }
    },
  },
  formats: ['terraform-google'],
});
