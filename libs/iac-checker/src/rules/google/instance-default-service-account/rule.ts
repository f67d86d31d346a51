import { asStrings, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
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
});
