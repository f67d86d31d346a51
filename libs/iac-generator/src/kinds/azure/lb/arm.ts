import { NET } from '../arm/network';
import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { lbPartId } from './members';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { publicIp, name, sku, frontend, subnet, pool, probe, ruleProtocol } = decide(c);
    const ip = publicIp;
    const own = (type: string, child: string) => lbPartId(name, type, child);
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
            properties: {
              protocol: probe.protocol,
              port: probe.port,
              requestPath: probe.path,
              intervalInSeconds: 15,
              numberOfProbes: 2,
            },
          },
        ],
        // Without a rule nothing reaches the pool: the probed port, from the frontend to the backend.
        loadBalancingRules: [
          {
            name: probe.name,
            properties: {
              protocol: ruleProtocol,
              frontendPort: probe.port,
              backendPort: probe.port,
              frontendIPConfiguration: own('frontendIPConfigurations', frontend),
              backendAddressPool: own('backendAddressPools', pool),
              probe: own('probes', probe.name),
              disableOutboundSnat: true,
            },
          },
        ],
      },
    });
  },
};
