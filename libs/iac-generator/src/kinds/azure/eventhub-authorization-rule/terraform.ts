import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';
import { placed } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_eventhub_authorization_rule',
  write: (c, x) => {
    const hub = c.ref.hub as Component | undefined;
    const rights = (c.config.rights as string[]) ?? ['Listen'];
    const grants = {
      listen: rights.includes('Listen'),
      send: rights.includes('Send'),
      manage: rights.includes('Manage'),
    };
    const group = placed(c, x).resource_group_name;
    if (!hub) {
      // A rule on the namespace itself, for every hub in it.
      x.resource('azurerm_eventhub_namespace_authorization_rule', c.id, {
        name: azName(c, 50),
        namespace_name: x.ref(c.ref.namespace as Component, 'name'),
        resource_group_name: group,
        ...grants,
      });
      return;
    }
    void x.primary(c, {
      name: azName(c, 50),
      namespace_name: x.ref(hub.ref.namespace as Component, 'name'),
      eventhub_name: x.ref(hub, 'name'),
      resource_group_name: group,
      ...grants,
    });
  },
};
