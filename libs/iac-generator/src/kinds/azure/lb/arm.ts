import { NET } from '../arm/network';
import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';

export const arm: ArmWriter = {
  write: (c, x) => {
    const ip = c.ref.ip as Component | undefined;
    const name = `lb-${azName(c)}`;
    x.resource(c, 'Microsoft.Network/loadBalancers', NET, {
      name,
      location: x.location(),
      sku: { name: 'Standard' },
      properties: {
        frontendIPConfigurations: [
          {
            name: 'frontend',
            properties: ip
              ? { publicIPAddress: { id: x.ref(x.symbol(ip)) } }
              : {
                  subnet: { id: x.ref(x.symbol(c.ref.subnet as Component)) },
                  privateIPAllocationMethod: 'Dynamic',
                },
          },
        ],
        backendAddressPools: [{ name: 'backend' }],
        probes: [
          { name: 'https', properties: { protocol: 'Tcp', port: 443, intervalInSeconds: 15, numberOfProbes: 2 } },
        ],
      },
    });
  },
};
