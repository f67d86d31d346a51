import { type Component } from '../../../model/types';
import { ownName } from '../naming';
import { budgetThreshold, statedEmail } from '../notify';

/** What the request's settings decide for a budget, once for every format. */
export function decide(c: Component) {
  const email = statedEmail(c);
  return {
    name: ownName(c, 'budget'),
    // The amount asked for; without one, the deployer supplies it.
    amount: c.attrs.amount,
    grain: c.attrs.timeGrain ?? 'Monthly',
    threshold: budgetThreshold(c),
    operator: 'GreaterThanOrEqualTo',
    // With no address stated, the subscription's owners are told.
    contact: email ? { emails: [email], roles: undefined } : { emails: undefined, roles: ['Owner'] },
  };
}
