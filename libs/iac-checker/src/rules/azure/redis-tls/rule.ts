import { defineRule, type RuleContext } from '../../model';
import { flagAll, oneOf } from '../../helpers/settings';

const azure = (ctx: RuleContext) =>
  flagAll(ctx, ['Microsoft.Cache/redis'], 'properties.minimumTlsVersion', oneOf('1.0', '1.1'));

export const azureRedisTls = defineRule({
  id: 'IG-AZR-016',
  title: 'Redis cache accepts TLS older than 1.2',
  severity: 'HIGH',
  rationale:
    'TLS 1.0 and 1.1 have known weaknesses; clients still using them should be made to upgrade rather than be accepted.',
  remediation: 'Set `minimum_tls_version = "1.2"` (`minimumTlsVersion: \'1.2\'`).',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['azurerm_redis_cache'], 'minimum_tls_version', oneOf('1.0', '1.1')),
    arm: azure,
    bicep: azure,
  },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
