import { azureStack } from '../../../model/runtimes';
import { type Component } from '../../../model/types';
import { statedName } from '../naming';

/**
 * What a deployment slot is, once for every format: its name (the one given, else its label,
 * `staging`), and the web app it is a slot of, whose stack it runs so a swap changes no runtime.
 */
export function decide(c: Component) {
  const app = c.ref.app as Component;
  return { name: statedName(c, 40) ?? c.id.replace(/_/g, '-'), app, stack: azureStack(app.attrs, 'node') };
}
