/** Virtual networks, subnets, NSGs, public IPs, NAT, load balancing, private endpoints. */
import { type Kind } from '../kind';

export const NETWORK_KINDS: Kind[] = [];
