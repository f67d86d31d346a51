import { type ArmWriter } from '../../../render/azure/arm-context';
import { COSMOS_ARM } from '../arm/cosmos';

export const arm: ArmWriter = COSMOS_ARM;
