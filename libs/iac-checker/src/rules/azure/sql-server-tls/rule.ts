import { defineRule, type RuleContext } from '../../model';
import { flagAll, oneOf } from '../../helpers/settings';

const azure = (ctx: RuleContext) =>
  flagAll(ctx, ['Microsoft.Sql/servers'], 'properties.minimalTlsVersion', oneOf('1.0', '1.1'));

export const azureSqlServerTls = defineRule({
  id: 'IG-AZR-012',
  title: 'SQL server accepts TLS older than 1.2',
  severity: 'HIGH',
  rationale:
    'Connections over TLS 1.0 or 1.1 can be weakened or read by an attacker on the path; Azure is retiring both for SQL.',
  remediation: 'Set `minimum_tls_version = "1.2"` (`minimalTlsVersion: \'1.2\'`).',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['azurerm_mssql_server'], 'minimum_tls_version', oneOf('1.0', '1.1', 'Disabled')),
    arm: azure,
    bicep: azure,
  },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
