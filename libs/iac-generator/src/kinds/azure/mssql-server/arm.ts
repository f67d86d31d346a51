import { type ArmWriter } from '../../../render/azure/arm-context';
import { SQL_ARM } from '../arm/sql';

export const arm: ArmWriter = SQL_ARM;
