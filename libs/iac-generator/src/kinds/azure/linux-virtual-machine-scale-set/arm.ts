import { type ArmWriter } from '../../../render/azure/arm-context';
import { scaleSet } from '../arm/compute';

export const arm: ArmWriter = { write: (c, x) => scaleSet(c, x, false) };
