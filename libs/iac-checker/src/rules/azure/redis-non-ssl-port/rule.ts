import { defineRule, type RuleContext } from '../../model';
import { flagAll, isTrue } from '../../helpers/settings';

const azure = (ctx: RuleContext) => flagAll(ctx, ['Microsoft.Cache/redis'], 'properties.enableNonSslPort', isTrue);

export const azureRedisNonSslPort = defineRule({
  id: 'IG-AZR-015',
  title: 'Redis cache accepts unencrypted connections',
  severity: 'HIGH',
  rationale: 'The non-TLS port (6379) sends the access key and every cached value in the clear.',
  remediation: 'Set `non_ssl_port_enabled = false` (`enableNonSslPort: false`) and connect on port 6380 with TLS.',
  checks: {
    terraform: (ctx) => {
      flagAll(ctx, ['azurerm_redis_cache'], 'non_ssl_port_enabled', isTrue);
      flagAll(ctx, ['azurerm_redis_cache'], 'enable_non_ssl_port', isTrue);
    },
    arm: azure,
    bicep: azure,
  },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
