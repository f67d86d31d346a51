import { type Component } from '../../../model/types';
import { azName } from '../common';

/** A Key Vault secret, once for every format: its value is the deployer's, never written in the code. */
export function decide(c: Component) {
  return {
    name: azName(c, 127),
    vault: c.ref.vault as Component,
    value: { description: `Value of the secret ${azName(c)}` },
    contentType: 'text/plain',
  };
}
