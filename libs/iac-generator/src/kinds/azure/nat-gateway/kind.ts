import { type Kind } from '../../kind';
import { publicIpFor, subnetFor } from '../common';

export const kind: Kind = {
  kind: 'azure.nat_gateway',
  label: 'main',
  title: 'NAT gateway',
  needs: (c, plan) => {
    subnetFor(c, plan);
    publicIpFor(c, plan, 'the NAT gateway needs an outbound address', 'nat');
  },
};
