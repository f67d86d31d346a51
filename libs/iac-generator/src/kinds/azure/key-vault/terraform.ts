import { block, expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { namedTier } from '../settings';
import { globalName, placed, tags, tenant } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_key_vault',
  write: (c, x) => {
    x.primary(
      c,
      {
        name: globalName(c, x, 24),
        ...placed(c, x),
        tenant_id: tenant(x),
        sku_name: namedTier(c, ['standard', 'premium'], 'standard'),
        rbac_authorization_enabled: true,
        purge_protection_enabled: true,
        // A deleted vault stays recoverable 7 to 90 days; the longest when none is stated.
        soft_delete_retention_days: Math.min(90, Math.max(7, c.attrs.deletionWindowDays ?? 90)),
        public_network_access_enabled: c.attrs.flags.has('public'),
        network_acls: block({ default_action: 'Deny', bypass: 'AzureServices' }),
        tags: tags(c),
      },
      'RBAC authorisation, purge protection, network access denied by default.',
    );
    x.resource(
      'azurerm_role_assignment',
      `${c.id}_deployer`,
      {
        scope: x.ref(c),
        role_definition_name: 'Key Vault Secrets Officer',
        principal_id: expr('data.azurerm_client_config.current.object_id'),
      },
      'Lets whoever applies this write the secrets it creates.',
    );
  },
};
