import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { external, targetPort, image, size, minReplicas, maxReplicas } = decide(c);
    x.resource(c, 'Microsoft.App/containerApps', '2024-03-01', {
      name: azName(c, 32),
      location: x.location(),
      identity: { type: 'SystemAssigned' },
      properties: {
        managedEnvironmentId: x.ref(x.symbol(c.ref.env as Component)),
        configuration: { ingress: { external, targetPort, allowInsecure: false } },
        template: {
          containers: [{ name: 'app', image, resources: size }],
          scale: { minReplicas, maxReplicas },
        },
      },
    });
  },
};
