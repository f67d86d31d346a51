import { azureStack } from '../../../model/runtimes';
import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { functionFx, linuxSite } from '../arm/compute';

export const arm: ArmWriter = {
  write: (c, x) =>
    linuxSite(c, x, {
      prefix: 'func',
      kind: 'functionapp,linux',
      fx: functionFx(c),
      siteConfig: {
        appSettings: [
          { name: 'AzureWebJobsStorage__accountName', value: x.ref(x.symbol(c.ref.storage as Component), 'name') },
          { name: 'FUNCTIONS_EXTENSION_VERSION', value: '~4' },
          { name: 'FUNCTIONS_WORKER_RUNTIME', value: azureStack(c.attrs, 'python').worker },
        ],
      },
    }),
};
