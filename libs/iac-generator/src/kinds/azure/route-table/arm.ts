import { NET } from '../arm/network';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';

export const arm: ArmWriter = {
  write: (c, x) => {
    x.add({
      symbol: x.symbol(c),
      type: 'Microsoft.Network/routeTables',
      apiVersion: NET,
      name: `rt-${azName(c)}`,
      body: { location: x.location(), properties: { disableBgpRoutePropagation: false, routes: [] } },
    });
  },
};
