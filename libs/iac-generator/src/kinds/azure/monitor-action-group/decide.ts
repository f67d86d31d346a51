import { type Component } from '../../../model/types';
import { azName } from '../common';
import { ownName } from '../naming';
import { shortName, statedEmail, statedUrl } from '../notify';

/** Whom an action group notifies, once for every format. */
export function decide(c: Component) {
  const email = statedEmail(c);
  const url = statedUrl(c);
  return {
    name: ownName(c, 'ag'),
    // The short name said, else one made from its name (Azure takes at most 12 characters).
    shortName: shortName(c.attrs.groupShortName ?? azName(c)),
    // An address stated, or none and no webhook either: then the deployer supplies the address.
    email: email || !url ? { address: email, description: 'Email address the action group notifies' } : undefined,
    webhook: url,
  };
}
