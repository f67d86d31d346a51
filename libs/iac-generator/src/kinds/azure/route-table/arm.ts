import { NET } from '../arm/network';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, bgpPropagation } = decide(c);
    x.resource(c, 'Microsoft.Network/routeTables', NET, {
      name,
      location: x.location(),
      properties: { disableBgpRoutePropagation: !bgpPropagation, routes: [] },
    });
  },
};
