import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_service_plan',
  write: (c, x) => {
    const d = decide(c);
    x.primary(c, {
      name: d.name,
      ...placed(c, x),
      os_type: 'Linux',
      sku_name: d.sku,
      worker_count: d.workers,
      tags: tags(c),
    });
  },
};
