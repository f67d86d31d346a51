import { NET } from '../arm/network';
import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const d = decide(c);
    const ip = d.publicIp;
    x.resource(c, 'Microsoft.Network/loadBalancers', NET, {
      name: d.name,
      location: x.location(),
      sku: { name: d.sku },
      properties: {
        frontendIPConfigurations: [
          {
            name: d.frontend,
            properties: ip
              ? { publicIPAddress: { id: x.ref(x.symbol(ip)) } }
              : {
                  subnet: { id: x.ref(x.symbol(d.subnet as Component)) },
                  privateIPAllocationMethod: 'Dynamic',
                },
          },
        ],
        backendAddressPools: [{ name: d.pool }],
        probes: [
          {
            name: d.probe.name,
            properties: { protocol: d.probe.protocol, port: d.probe.port, intervalInSeconds: 15, numberOfProbes: 2 },
          },
        ],
      },
    });
  },
};
