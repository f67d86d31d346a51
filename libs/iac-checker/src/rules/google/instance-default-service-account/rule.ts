import { defineRule } from '../../model';
import { asStrings, UNKNOWN } from '../../view/node';

export const googleInstanceDefaultServiceAccount = defineRule({
  id: 'IG-GCP-012',
  title: 'Instance runs as the default service account with full API access',
  severity: 'HIGH',
  rationale:
    'The Compute Engine default service account usually holds Editor on the project; with the `cloud-platform` scope, anything running on the instance can change almost everything in the project.',
  remediation:
    "Create a service account for the workload with only the roles it needs, and give the instance that account's email.",
  checks: {
    terraform: (ctx) => {
      for (const r of ctx.resources('google_compute_instance', 'google_compute_instance_template'))
        for (const sa of r.body.list('service_account')) {
          const email = sa.get('email')?.value();
          const scopes = asStrings(sa.get('scopes')?.value());
          if (email === UNKNOWN || scopes === UNKNOWN) continue;
          const isDefault =
            email === undefined ||
            email === null ||
            (typeof email === 'string' && email.endsWith('-compute@developer.gserviceaccount.com'));
          if (isDefault && scopes.some((s) => s === 'cloud-platform' || s.endsWith('/auth/cloud-platform')))
            ctx.report(r, sa);
        }
    },
  },
  formats: ['terraform-google'],
});
