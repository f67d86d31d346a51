import { NET } from '../arm/network';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';

export const arm: ArmWriter = {
  write: (c, x) => {
    x.resource(c, 'Microsoft.Network/routeTables', NET, {
      name: `rt-${azName(c)}`,
      location: x.location(),
      properties: { disableBgpRoutePropagation: false, routes: [] },
    });
  },
};
