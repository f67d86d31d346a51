import { defineRule, type RuleContext } from '../../model';
import { flagAll, oneOf, isFalse } from '../../helpers/settings';

const azure = (ctx: RuleContext) =>
  flagAll(ctx, ['Microsoft.Sql/servers/databases/transparentDataEncryption'], 'properties.state', oneOf('Disabled'));

export const azureSqlDatabaseEncryption = defineRule({
  id: 'IG-AZR-026',
  title: 'SQL database transparent data encryption turned off',
  severity: 'HIGH',
  rationale:
    'Transparent data encryption protects the database files, backups and logs at rest; turned off, they are stored in the clear.',
  remediation:
    "Leave transparent data encryption on (`transparent_data_encryption_enabled = true`, TDE `state: 'Enabled'`).",
  checks: {
    terraform: (ctx) => flagAll(ctx, ['azurerm_mssql_database'], 'transparent_data_encryption_enabled', isFalse),
    arm: azure,
    bicep: azure,
  },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
