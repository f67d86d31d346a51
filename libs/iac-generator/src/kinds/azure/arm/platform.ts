/** Messaging, monitoring, identity, edge and configuration services as ARM resources. */
import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { namedTier } from '../settings';
import { NOTIFY_ARM } from './notify';

export const sameTier = (name: string) => ({ name, tier: name });

/** A Service Bus SKU as ARM writes it: Premium is sold in messaging units, one the smallest. */
export const serviceBusSku = (c: Component) => {
  const name = namedTier(c, ['Basic', 'Standard', 'Premium'], 'Standard');
  return { ...sameTier(name), capacity: name === 'Premium' ? 1 : undefined };
};

export const PLATFORM_ARM: Record<string, ArmWriter> = {
  ...NOTIFY_ARM,
};
