import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter, type TfContext } from '../../../render/terraform/context';
import { azName } from '../common';
import { placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_private_endpoint',
  write: (c, x) => {
    const { name, target: t, endpoint, subnet, vnet, askedZone } = decide(c);
    // Clients in the network resolve the service's name to the endpoint through this zone.
    const zoneId = askedZone ? x.ref(askedZone) : expr(`${ownZone(c, x, endpoint.zone, vnet)}.id`);
    x.primary(c, {
      name,
      ...placed(c, x),
      subnet_id: x.ref(subnet),
      private_service_connection: block({
        name: 'connection',
        private_connection_resource_id: x.ref(t),
        subresource_names: [endpoint.group],
        is_manual_connection: false,
      }),
      private_dns_zone_group: block({ name: 'default', private_dns_zone_ids: [zoneId] }),
      tags: tags(c),
    });
  },
};

/** The endpoint's own private zone, linked to its network, when the request asks for none of that name. */
function ownZone(c: Component, x: TfContext, zoneName: string, vnet: Component): string {
  const zone = x.resource('azurerm_private_dns_zone', `${c.id}_pe`, {
    name: zoneName,
    resource_group_name: x.ref(c.ref.group as Component, 'name'),
  });
  x.resource('azurerm_private_dns_zone_virtual_network_link', `${c.id}_pe`, {
    name: `${azName(c)}-link`,
    resource_group_name: x.ref(c.ref.group as Component, 'name'),
    private_dns_zone_name: expr(`${zone}.name`),
    virtual_network_id: x.ref(vnet),
    registration_enabled: false,
  });
  return zone;
}
