/** VPC networks, subnetworks, firewalls, Cloud Router + NAT, addresses, DNS and HTTPS load balancing. */
import { type Kind } from '../kind';

export const NETWORK_KINDS: Kind[] = [
  {
    kind: 'gcp.existing_network',
    label: 'default',
    title: 'Existing VPC network',
  },
  {
    kind: 'gcp.existing_subnetwork',
    label: 'default',
    title: 'Existing subnetwork',
  },
];
