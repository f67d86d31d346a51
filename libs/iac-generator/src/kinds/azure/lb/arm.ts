import { NET } from '../arm/network';
import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { publicIp, name, sku, frontend, subnet, pool, probe } = decide(c);
    const ip = publicIp;
    x.resource(c, 'Microsoft.Network/loadBalancers', NET, {
      name,
      location: x.location(),
      sku: { name: sku },
      properties: {
        frontendIPConfigurations: [
          {
            name: frontend,
            properties: ip
              ? { publicIPAddress: { id: x.ref(x.symbol(ip)) } }
              : {
                  subnet: { id: x.ref(x.symbol(subnet as Component)) },
                  privateIPAllocationMethod: 'Dynamic',
                },
          },
        ],
        backendAddressPools: [{ name: pool }],
        probes: [
          {
            name: probe.name,
            properties: { protocol: probe.protocol, port: probe.port, intervalInSeconds: 15, numberOfProbes: 2 },
          },
        ],
      },
    });
  },
};
