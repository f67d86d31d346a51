import { runtimeImage } from '../../../model/runtimes';
import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { containerAppSize } from '../settings';

export const arm: ArmWriter = {
  write: (c, x) =>
    void x.resource(c, 'Microsoft.App/containerApps', '2024-03-01', {
      name: azName(c, 32),
      location: x.location(),
      identity: { type: 'SystemAssigned' },
      properties: {
        managedEnvironmentId: x.ref(x.symbol(c.ref.env as Component)),
        configuration: {
          ingress: {
            external: c.attrs.flags.has('public'),
            targetPort: c.attrs.ports[0] ?? 80,
            allowInsecure: false,
          },
        },
        template: {
          containers: [
            {
              name: 'app',
              image: c.attrs.image ?? runtimeImage(c.attrs) ?? 'mcr.microsoft.com/k8se/quickstart:latest',
              resources: containerAppSize(c),
            },
          ],
          scale: {
            minReplicas: c.attrs.min ?? c.attrs.desired ?? 1,
            maxReplicas: Math.max(c.attrs.min ?? c.attrs.desired ?? 1, c.attrs.max ?? 5),
          },
        },
      },
    }),
};
