import { defineRule, type RuleContext } from '../../model';
import { flagAll, oneOf } from '../../helpers/settings';
import { APP_TYPES } from '../app-service-https-only/rule';

const azure = (ctx: RuleContext) =>
  flagAll(ctx, ['Microsoft.Web/sites'], 'properties.siteConfig.minTlsVersion', oneOf('1.0', '1.1'));

export const azureAppServiceTls = defineRule({
  id: 'IG-AZR-018',
  title: 'Web or function app accepts TLS older than 1.2',
  severity: 'HIGH',
  rationale:
    'Allowing TLS 1.0 or 1.1 lets clients (or an attacker forcing a downgrade) use protocol versions with known weaknesses.',
  remediation: 'Set `site_config { minimum_tls_version = "1.2" }` (`siteConfig.minTlsVersion: \'1.2\'`).',
  checks: {
    terraform: (ctx) => flagAll(ctx, APP_TYPES, 'site_config.minimum_tls_version', oneOf('1.0', '1.1')),
    arm: azure,
    bicep: azure,
  },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
