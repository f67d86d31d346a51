import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { ownName } from '../naming';
import { placed, tags } from '../terraform/common';
import { farEndRange, gatewaySubnetRange } from './far-end';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_virtual_network_gateway',
  write: (c, x) => {
    const vnet = c.ref.vnet as Component;
    const ip = c.ref.ip as Component;
    const name = ownName(c, 'vgw');
    const subnet = x.resource(
      'azurerm_subnet',
      `${c.id}_gateway`,
      {
        name: 'GatewaySubnet',
        resource_group_name: placed(c, x).resource_group_name,
        virtual_network_name: x.ref(vnet, 'name'),
        address_prefixes: [gatewaySubnetRange(vnet)],
      },
      'A VPN gateway lives in the subnet named GatewaySubnet (no network security group on it).',
    );
    x.primary(c, {
      name,
      ...placed(c, x),
      type: 'Vpn',
      vpn_type: 'RouteBased',
      sku: 'VpnGw1AZ',
      generation: 'Generation1',
      active_active: false,
      bgp_enabled: false,
      ip_configuration: block({
        name: 'gateway',
        public_ip_address_id: x.ref(ip),
        private_ip_address_allocation: 'Dynamic',
        subnet_id: expr(`${subnet}.id`),
      }),
      tags: tags(c),
    });
    // The other end: its public IP and the range behind it (inputs here; in a request with the other
    // cloud's side, that side's values: render/terraform/far-ends.ts).
    const local = x.resource(
      'azurerm_local_network_gateway',
      c.id,
      {
        name: ownName(c, 'lgw'),
        ...placed(c, x),
        gateway_address: x.variable('vpn_remote_ip', {
          type: 'string',
          description:
            'Public IP address of the VPN device at the other end (for another cloud: its VPN gateway public IP)',
        }),
        address_space: [
          farEndRange(c, vnet) ??
            x.variable('vpn_remote_cidr', {
              type: 'string',
              description: 'Address range of the network at the other end of the VPN',
            }),
        ],
        tags: tags(c),
      },
      'The other end of the VPN: the device or gateway Azure connects to.',
    );
    x.resource('azurerm_virtual_network_gateway_connection', c.id, {
      name: ownName(c, 'cn'),
      ...placed(c, x),
      type: 'IPsec',
      virtual_network_gateway_id: x.ref(c),
      local_network_gateway_id: expr(`${local}.id`),
      shared_key: x.variable('vpn_shared_key', {
        type: 'string',
        description: 'Pre-shared key of the IPsec connection, the same at both ends',
        sensitive: true,
      }),
      tags: tags(c),
    });
    // What the other end of this VPN takes from this one, when it is written in the same configuration.
    x.offer('vpn_remote_ip', x.ref(ip, 'ip_address'));
    x.offer('vpn_remote_cidr', expr(`${x.addr(vnet)}.address_space[0]`));
  },
};
