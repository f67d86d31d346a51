import { block, expr, type Expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { globalName, placed, tags, tenant } from '../terraform/common';
import { decide } from './decide';
import { allowedRanges } from '../firewall-rules';

/**
 * What a secret written into `vault` waits for: the role that lets whoever applies write it. A vault
 * with RBAC authorisation refuses the write (403) until that assignment exists, and Terraform would
 * otherwise create both at once. A vault that already exists is not granted here: nothing to wait for.
 */
export const deployerGrant = (vault: Component | undefined): Expr[] | undefined =>
  vault && !vault.attrs.flags.has('existing') ? [expr(`azurerm_role_assignment.${vault.id}_deployer`)] : undefined;

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_key_vault',
  write: (c, x) => {
    const { sku, softDeleteDays, publicAccess } = decide(c, x.plan);
    const allowed = allowedRanges(c);
    x.primary(
      c,
      {
        name: globalName(c, x, 24, 'label'),
        ...placed(c, x),
        tenant_id: tenant(x),
        sku_name: sku,
        rbac_authorization_enabled: true,
        purge_protection_enabled: true,
        soft_delete_retention_days: softDeleteDays,
        public_network_access_enabled: publicAccess,
        // Open with no addresses stated; else only those stated (or, closed, none) get through.
        network_acls: block({
          default_action: publicAccess && !allowed.length ? 'Allow' : 'Deny',
          bypass: 'AzureServices',
          ip_rules: allowed.length ? allowed.map((r) => r.value) : undefined,
        }),
        tags: tags(c),
      },
      allowed.length
        ? 'RBAC authorisation, purge protection, network access only from the addresses stated.'
        : 'RBAC authorisation, purge protection.',
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
