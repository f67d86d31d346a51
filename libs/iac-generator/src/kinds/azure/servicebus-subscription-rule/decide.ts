import { type Component } from '../../../model/types';
import { azName } from '../common';

/** What a rule is, once for every format: a SQL filter whose expression the deployer supplies. */
export function decide(c: Component) {
  return {
    name: azName(c, 50),
    filterType: 'SqlFilter' as const,
    // The expression is the deployer's ("priority = 'high'"); until given, the rule lets every message through.
    expression: { name: `${c.id}_sql_filter`, description: 'SQL filter of the subscription rule', default: '1=1' },
  };
}
