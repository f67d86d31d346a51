import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';
import { placed } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_eventhub_consumer_group',
  write: (c, x) => {
    const hub = c.ref.hub as Component;
    void x.primary(c, {
      name: azName(c, 50),
      namespace_name: x.ref(hub.ref.namespace as Component, 'name'),
      eventhub_name: x.ref(hub, 'name'),
      resource_group_name: placed(c, x).resource_group_name,
    });
  },
};
