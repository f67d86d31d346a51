import { type TerraformWriter } from '../../../render/terraform/context';
import { globalName, placed, tags } from '../terraform/common';
import { decide } from './decide';
import { publicNetworkAccess } from '../closed-to-public';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_eventhub_namespace',
  write: (c, x) => {
    const { sku, capacity, autoInflate, maxThroughputUnits } = decide(c);
    x.primary(c, {
      name: globalName(c, x, 50, 'label'),
      ...placed(c, x),
      sku,
      capacity,
      auto_inflate_enabled: autoInflate,
      maximum_throughput_units: maxThroughputUnits,
      local_authentication_enabled: !!c.config.localAuth,
      minimum_tls_version: '1.2',
      public_network_access_enabled: publicNetworkAccess(c, x.plan),
      tags: tags(c),
    });
  },
};
