import { type ArmWriter } from '../../../render/azure/arm-context';
import { linuxSite } from '../arm/compute';
import { containerImage, statedAppSettings } from './container';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { stack, alwaysOn, http2 } = decide(c);
    const image = containerImage(c);
    const appSettings = Object.entries(statedAppSettings(c)).map(([name, value]) => ({ name, value }));
    linuxSite(c, x, {
      prefix: 'app',
      kind: 'app,linux',
      // A container said to run replaces the language stack.
      fx: image ? `DOCKER|${image.reference}` : stack.fx,
      siteConfig: { http20Enabled: http2, alwaysOn, appSettings: appSettings.length ? appSettings : undefined },
    });
  },
};
