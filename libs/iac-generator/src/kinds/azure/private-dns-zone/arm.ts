import { type ArmWriter } from '../../../render/azure/arm-context';
import { writePrivateZone } from '../arm/dns';

export const arm: ArmWriter = { write: writePrivateZone };
