import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_service_plan',
  write: (c, x) => {
    const { name, sku, workers } = decide(c);
    x.primary(c, {
      name,
      ...placed(c, x),
      os_type: 'Linux',
      sku_name: sku,
      worker_count: workers,
      tags: tags(c),
    });
  },
};
