import { type ArmWriter } from '../../../render/azure/arm-context';
import { machine } from '../arm/compute';

export const arm: ArmWriter = { write: (c, x) => machine(c, x, true) };
