import { type ArmWriter } from '../../../render/azure/arm-context';
import { functionFx, linuxSite } from '../arm/compute';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { stack, storage } = decide(c);
    linuxSite(c, x, {
      prefix: 'func',
      kind: 'functionapp,linux',
      fx: functionFx(stack),
      siteConfig: {
        appSettings: [
          { name: 'AzureWebJobsStorage__accountName', value: x.ref(x.symbol(storage), 'name') },
          { name: 'FUNCTIONS_EXTENSION_VERSION', value: '~4' },
          { name: 'FUNCTIONS_WORKER_RUNTIME', value: stack.worker },
        ],
      },
    });
  },
};
