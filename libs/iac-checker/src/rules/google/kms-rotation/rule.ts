import { defineRule } from '../../model';
import { flag } from '../../helpers/settings';

const NINETY_DAYS = 90 * 24 * 3600;
/** `7776000s` -> seconds; undefined when it cannot be read. */
const seconds = (v: unknown) => (typeof v === 'string' && /^\d+(\.\d+)?s$/.test(v) ? parseFloat(v) : undefined);

export const googleKmsRotation = defineRule({
  id: 'IG-GCP-020',
  title: 'KMS key rotates rarely or never',
  severity: 'MEDIUM',
  rationale:
    'A key that is never rotated protects ever more data with the same material, widening what one exposure of it unlocks.',
  remediation: 'Set `rotation_period = "7776000s"` (90 days) or shorter on symmetric encryption keys.',
  checks: {
    terraform: (ctx) => {
      for (const r of ctx.resources('google_kms_crypto_key')) {
        const purpose = r.body.get('purpose')?.value();
        if (purpose !== undefined && purpose !== 'ENCRYPT_DECRYPT') continue;
        flag(ctx, r, 'rotation_period', (v) => (seconds(v) ?? 0) > NINETY_DAYS, { omitted: true });
      }
    },
  },
  formats: ['terraform-google'],
});
