import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { eventSubscription } from '../arm/notify';
import { azName } from '../common';

export const arm: ArmWriter = {
  write: (c, x) => eventSubscription(c, x, c.ref.topic as Component, azName(c, 64), x.symbol(c)),
};
