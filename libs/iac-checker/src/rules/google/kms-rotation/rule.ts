import { flag } from '../../helpers/settings';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

const NINETY_DAYS = 90 * 24 * 3600;
/** `7776000s` -> seconds; undefined when it cannot be read. */
const seconds = (v: unknown) => (typeof v === 'string' && /^\d+(\.\d+)?s$/.test(v) ? parseFloat(v) : undefined);

export const rule = codeRule(spec, {
  terraform: (ctx) => {
    for (const r of ctx.resources('google_kms_crypto_key')) {
      const purpose = r.body.get('purpose')?.value();
      if (purpose !== undefined && purpose !== 'ENCRYPT_DECRYPT') continue;
      flag(ctx, r, 'rotation_period', (v) => (seconds(v) ?? 0) > NINETY_DAYS, { omitted: true });
    }
  },
});
