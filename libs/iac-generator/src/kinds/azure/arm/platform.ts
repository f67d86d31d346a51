/** Messaging, monitoring, identity, edge and configuration services as ARM resources. */
import { type ArmWriter } from '../../../render/azure/arm-context';
import { NOTIFY_ARM } from './notify';

export const sameTier = (name: string) => ({ name, tier: name });

export const PLATFORM_ARM: Record<string, ArmWriter> = {
  ...NOTIFY_ARM,
};
