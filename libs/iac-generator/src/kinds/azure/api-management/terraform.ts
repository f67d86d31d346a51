import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { globalName, placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_api_management',
  write: (c, x) => {
    const d = decide(c);
    x.primary(c, {
      name: globalName(c, x, 50, 'label'),
      ...placed(c, x),
      publisher_name:
        d.publisherName ??
        x.variable(`${c.id}_publisher_name`, { type: 'string', description: 'Publisher (organisation) of the APIs' }),
      publisher_email:
        d.publisherEmail ??
        x.variable(`${c.id}_publisher_email`, {
          type: 'string',
          description: 'Email that receives API Management notices',
        }),
      sku_name: `${d.sku}_${d.capacity}`,
      identity: block({ type: 'SystemAssigned' }),
      tags: tags(c),
    });
    x.output(`${c.id}_gateway_url`, x.ref(c, 'gateway_url'), 'API gateway URL');
  },
};
