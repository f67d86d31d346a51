import { defineRule } from '../../model';
import { asBool } from '../../view/node';

export const googleInstanceSerialPort = defineRule({
  id: 'IG-GCP-013',
  title: 'Instance serial console reachable',
  severity: 'MEDIUM',
  rationale:
    'The interactive serial console can be reached from any address and is not covered by firewall rules; anyone with the right IAM role and a password gets a console.',
  remediation: 'Remove `serial-port-enable` from the instance metadata (or set it to `"false"`).',
  checks: {
    terraform: (ctx) => {
      for (const r of ctx.resources('google_compute_instance', 'google_compute_instance_template')) {
        const v = r.body.get('metadata')?.get('serial-port-enable');
        if (v && asBool(v.value()) === true) ctx.report(r, v);
      }
    },
  },
  formats: ['terraform-google'],
});
