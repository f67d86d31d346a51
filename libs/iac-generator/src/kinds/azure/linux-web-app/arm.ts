import { azureStack } from '../../../model/runtimes';
import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { integration } from '../arm/compute';
import { azName } from '../common';

export const arm: ArmWriter = {
  write: (c, x) => {
    x.resource(c, 'Microsoft.Web/sites', '2022-09-01', {
      name: x.unique(`app-${azName(c, 40)}`, '-'),
      location: x.location(),
      kind: 'app,linux',
      identity: { type: 'SystemAssigned' },
      properties: {
        serverFarmId: x.ref(x.symbol(c.ref.plan as Component)),
        httpsOnly: true,
        ...integration(c, x),
        siteConfig: {
          linuxFxVersion: azureStack(c.attrs, 'node').fx,
          minTlsVersion: '1.2',
          ftpsState: 'Disabled',
          http20Enabled: true,
          alwaysOn: true,
        },
      },
    });
  },
};
