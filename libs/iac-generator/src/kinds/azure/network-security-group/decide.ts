import { type Component } from '../../../model/types';
import { securityRules } from '../common';
import { ownName } from '../naming';

/** A network security group's inbound TCP rules, once for every format. */
export function decide(c: Component) {
  return {
    name: ownName(c, 'nsg'),
    rules: securityRules(c).map((r) => ({
      ...r,
      direction: 'Inbound',
      // The rule that denies the rest denies every protocol.
      protocol: r.port === '*' ? '*' : 'Tcp',
      sourcePorts: '*',
      destinationPort: String(r.port),
      destination: '*',
    })),
  };
}
