import { type TerraformWriter } from '../../../render/terraform/context';
import { globalName, placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_eventhub_namespace',
  write: (c, x) => {
    const d = decide(c);
    x.primary(c, {
      name: globalName(c, x, 50),
      ...placed(c, x),
      sku: d.sku,
      capacity: d.capacity,
      auto_inflate_enabled: d.autoInflate,
      maximum_throughput_units: d.maxThroughputUnits,
      local_authentication_enabled: false,
      minimum_tls_version: '1.2',
      public_network_access_enabled: false,
      tags: tags(c),
    });
  },
};
