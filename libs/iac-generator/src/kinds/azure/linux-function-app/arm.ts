import { azureStack } from '../../../model/runtimes';
import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { functionFx, integration } from '../arm/compute';
import { azName } from '../common';

export const arm: ArmWriter = {
  write: (c, x) => {
    const sa = c.ref.storage as Component;
    x.resource(c, 'Microsoft.Web/sites', '2022-09-01', {
      name: x.unique(`func-${azName(c, 40)}`, '-'),
      location: x.location(),
      kind: 'functionapp,linux',
      identity: { type: 'SystemAssigned' },
      properties: {
        serverFarmId: x.ref(x.symbol(c.ref.plan as Component)),
        httpsOnly: true,
        ...integration(c, x),
        siteConfig: {
          linuxFxVersion: functionFx(c),
          minTlsVersion: '1.2',
          ftpsState: 'Disabled',
          appSettings: [
            { name: 'AzureWebJobsStorage__accountName', value: x.ref(x.symbol(sa), 'name') },
            { name: 'FUNCTIONS_EXTENSION_VERSION', value: '~4' },
            { name: 'FUNCTIONS_WORKER_RUNTIME', value: azureStack(c.attrs, 'python').worker },
          ],
        },
      },
    });
  },
};
