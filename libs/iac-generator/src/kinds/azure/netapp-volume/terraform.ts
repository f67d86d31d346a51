import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_netapp_volume',
  write: (c, x) => {
    const d = decide(c, x.plan);
    x.primary(c, {
      name: d.name,
      ...placed(c, x),
      account_name: x.ref(d.account, 'name'),
      pool_name: x.ref(d.pool, 'name'),
      volume_path: d.path,
      service_level: d.level,
      subnet_id: x.ref(d.subnet),
      protocols: [d.protocol],
      storage_quota_in_gb: d.quotaGb,
      export_policy_rule: d.exportClients
        ? block({
            rule_index: 1,
            allowed_clients: d.exportClients,
            protocols_enabled: [d.protocol],
            unix_read_write: true,
            root_access_enabled: false,
          })
        : undefined,
      tags: tags(c),
    });
  },
};
