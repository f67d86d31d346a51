import { azureStack } from '../../../model/runtimes';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { linuxSite } from '../arm/compute';

export const arm: ArmWriter = {
  write: (c, x) =>
    linuxSite(c, x, {
      prefix: 'app',
      kind: 'app,linux',
      fx: azureStack(c.attrs, 'node').fx,
      siteConfig: { http20Enabled: true, alwaysOn: true },
    }),
};
