import { type ArmWriter } from '../../../render/azure/arm-context';

export const arm: ArmWriter = {
  write: (_c, x) => x.note('the target resource group (az deployment group create -g <group>)'),
};
