import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_api_management_api',
  write: (c, x) => {
    const { name, display, path, service } = decide(c);
    x.primary(c, {
      name,
      resource_group_name: x.ref(service, 'resource_group_name'),
      api_management_name: x.ref(service, 'name'),
      revision: '1',
      display_name: display,
      path,
      protocols: ['https'],
    });
  },
};
