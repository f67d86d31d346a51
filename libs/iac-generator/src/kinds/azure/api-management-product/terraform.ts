import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_api_management_product',
  write: (c, x) => {
    const { name, display, service, apis } = decide(c, x.plan);
    const where = {
      api_management_name: x.ref(service, 'name'),
      resource_group_name: x.ref(service, 'resource_group_name'),
    };
    x.primary(c, {
      product_id: name,
      ...where,
      display_name: display,
      subscription_required: true,
      approval_required: false,
      published: true,
    });
    for (const api of apis)
      x.resource('azurerm_api_management_product_api', `${c.id}_${api.id}`, {
        product_id: x.ref(c, 'product_id'),
        api_name: x.ref(api, 'name'),
        ...where,
      });
  },
};
