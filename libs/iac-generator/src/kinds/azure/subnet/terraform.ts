import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_subnet',
  write: (c, x) => {
    const d = decide(c, x.plan);
    const rg = c.ref.group as Component;
    x.primary(c, {
      name: d.name,
      resource_group_name: x.ref(rg, 'name'),
      virtual_network_name: x.ref(d.vnet, 'name'),
      address_prefixes: [d.range],
      private_endpoint_network_policies: 'Enabled',
      private_link_service_network_policies_enabled: d.privateLinkPoliciesOff ? false : undefined,
      delegation: d.delegation
        ? block({ name: 'delegation', service_delegation: block({ name: d.delegation }) })
        : undefined,
    });
  },
};
