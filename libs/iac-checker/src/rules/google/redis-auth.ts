import { defineRule, ex } from '../model';
import { flag, isFalse, oneOf } from '../helpers/settings';

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
  examples: {
    'terraform-google': {
      bad: [
        ex`
          resource "google_redis_instance" "cache" {
            name                    = "cache"
            memory_size_gb          = 1
            auth_enabled            = false #!
            transit_encryption_mode = "DISABLED" #!
          }
        `,
      ],
      good: [
        ex`
          resource "google_redis_instance" "cache" {
            name                    = "cache"
            memory_size_gb          = 1
            auth_enabled            = true
            transit_encryption_mode = "SERVER_AUTHENTICATION"
          }
        `,
      ],
      omitted: ex`
        resource "google_redis_instance" "cache" { #!
          name           = "cache"
          memory_size_gb = 1
        }
      `,
    },
  },
});
