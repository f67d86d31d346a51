import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { NET } from '../arm/network';
import { ownName } from '../naming';
import { farEndRange, gatewaySubnetRange } from './far-end';

export const arm: ArmWriter = {
  write: (c, x) => {
    const vnet = c.ref.vnet as Component;
    const ip = c.ref.ip as Component;
    const name = ownName(c, 'vgw');
    // After the network's other subnets: Azure refuses two subnet changes of one network at once.
    const siblings = x.plan.all('azure.subnet').filter((s) => s.ref.vnet === vnet);
    const subnet = x.resource(x.symbol(c, 'gateway_subnet'), 'Microsoft.Network/virtualNetworks/subnets', NET, {
      name: `${ownName(vnet, 'vnet')}/GatewaySubnet`,
      properties: { addressPrefix: gatewaySubnetRange(vnet) },
      dependsOn: [x.symbol(vnet), ...siblings.map((s) => x.symbol(s))],
    });
    x.resource(c, 'Microsoft.Network/virtualNetworkGateways', NET, {
      name,
      location: x.location(),
      tags: x.tags(c),
      properties: {
        gatewayType: 'Vpn',
        vpnType: 'RouteBased',
        sku: { name: 'VpnGw1AZ', tier: 'VpnGw1AZ' },
        vpnGatewayGeneration: 'Generation1',
        activeActive: false,
        enableBgp: false,
        ipConfigurations: [
          {
            name: 'gateway',
            properties: {
              privateIPAllocationMethod: 'Dynamic',
              publicIPAddress: { id: x.ref(x.symbol(ip)) },
              subnet: { id: x.ref(subnet) },
            },
          },
        ],
      },
      dependsOn: [subnet, x.symbol(ip)],
    });
    // The other end of the VPN: its public IP and the range behind it, as parameters.
    const local = x.resource(x.symbol(c, 'local'), 'Microsoft.Network/localNetworkGateways', NET, {
      name: ownName(c, 'lgw'),
      location: x.location(),
      tags: x.tags(c),
      properties: {
        gatewayIpAddress: x.param('vpnRemoteIp', {
          type: 'string',
          description:
            'Public IP address of the VPN device at the other end (for another cloud: its VPN gateway public IP)',
        }),
        localNetworkAddressSpace: {
          addressPrefixes: [
            farEndRange(c, vnet) ??
              x.param('vpnRemoteCidr', {
                type: 'string',
                description: 'Address range of the network at the other end of the VPN',
              }),
          ],
        },
      },
    });
    x.resource(x.symbol(c, 'connection'), 'Microsoft.Network/connections', NET, {
      name: ownName(c, 'cn'),
      location: x.location(),
      tags: x.tags(c),
      properties: {
        connectionType: 'IPsec',
        virtualNetworkGateway1: { id: x.ref(x.symbol(c)) },
        localNetworkGateway2: { id: x.ref(local) },
        sharedKey: x.param('vpnSharedKey', {
          type: 'securestring',
          description: 'Pre-shared key of the IPsec connection, the same at both ends',
        }),
      },
      dependsOn: [x.symbol(c), local],
    });
  },
};
