import { type ArmWriter } from '../../../render/azure/arm-context';
import { linuxSite } from '../arm/compute';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { stack, alwaysOn, http2 } = decide(c);
    linuxSite(c, x, {
      prefix: 'app',
      kind: 'app,linux',
      fx: stack.fx,
      siteConfig: { http20Enabled: http2, alwaysOn },
    });
  },
};
