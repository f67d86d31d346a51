import { type Component } from '../../../model/types';
import { azName, securityRules } from '../common';

/** A network security group's inbound TCP rules, once for every format. */
export function decide(c: Component) {
  return {
    name: `nsg-${azName(c)}`,
    rules: securityRules(c).map((r) => ({
      ...r,
      direction: 'Inbound',
      protocol: 'Tcp',
      sourcePorts: '*',
      destinationPort: String(r.port),
      destination: '*',
    })),
  };
}
