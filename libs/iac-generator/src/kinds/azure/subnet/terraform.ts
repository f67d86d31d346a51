import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { subnetName, subnetRange } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_subnet',
  write: (c, x) => {
    const rg = c.ref.group as Component;
    x.primary(c, {
      name: subnetName(c),
      resource_group_name: x.ref(rg, 'name'),
      virtual_network_name: x.ref(c.ref.vnet as Component, 'name'),
      address_prefixes: [subnetRange(c, x.plan.all('azure.subnet'))],
      private_endpoint_network_policies: 'Enabled',
      // A Private Link service takes its NAT addresses from a subnet with Private Link service policies off.
      private_link_service_network_policies_enabled: c.config.privateLinkService ? false : undefined,
      delegation: c.config.delegation
        ? block({ name: 'delegation', service_delegation: block({ name: String(c.config.delegation) }) })
        : undefined,
    });
  },
};
