import { defineRule } from '../../model';
import { flag, isFalse, oneOf } from '../../helpers/settings';

export const googleRedisAuth = defineRule({
  id: 'IG-GCP-022',
  title: 'Memorystore Redis without AUTH or in-transit encryption',
  severity: 'MEDIUM',
  rationale:
    'Without AUTH, anything on the network that can reach the instance can read and change the cache; without in-transit encryption, the traffic is readable on the wire.',
  remediation: 'Set `auth_enabled = true` and `transit_encryption_mode = "SERVER_AUTHENTICATION"`.',
  checks: {
    terraform: (ctx) => {
      for (const r of ctx.resources('google_redis_instance')) {
        flag(ctx, r, 'auth_enabled', isFalse, { omitted: true, text: 'AUTH is not required.' });
        flag(ctx, r, 'transit_encryption_mode', oneOf('DISABLED'), {
          omitted: true,
          text: 'Traffic is not encrypted in transit.',
        });
      }
    },
  },
  formats: ['terraform-google'],
});
