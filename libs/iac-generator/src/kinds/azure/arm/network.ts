/** Virtual networks, subnets, NSGs, public IPs, NAT, load balancing and private endpoints as ARM resources. */
import { type ArmWriter } from '../../../render/azure/arm-context';

export const NET = '2023-09-01';

export const NETWORK_ARM: Record<string, ArmWriter> = {
  // ARM and Bicep deploy into a resource group named at deployment time, not one they create.
};
