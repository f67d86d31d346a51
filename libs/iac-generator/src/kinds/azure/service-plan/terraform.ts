import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';
import { planSku } from '../settings';
import { placed, tags } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_service_plan',
  write: (c, x) =>
    void x.primary(c, {
      name: `asp-${azName(c)}`,
      ...placed(c, x),
      os_type: 'Linux',
      sku_name: planSku(c),
      worker_count: c.attrs.desired,
      tags: tags(c),
    }),
};
