import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_subnet',
  write: (c, x) => {
    const { name, vnet, range, privateLinkPoliciesOff, delegation } = decide(c, x.plan);
    const rg = c.ref.group as Component;
    x.primary(c, {
      name,
      resource_group_name: x.ref(rg, 'name'),
      virtual_network_name: x.ref(vnet, 'name'),
      address_prefixes: [range],
      private_endpoint_network_policies: 'Enabled',
      private_link_service_network_policies_enabled: privateLinkPoliciesOff ? false : undefined,
      delegation: delegation
        ? block({ name: 'delegation', service_delegation: block({ name: delegation }) })
        : undefined,
    });
  },
};
