import { azureStack } from '../../../model/runtimes';
import { type Component } from '../../../model/types';

/** What the request's settings decide for a Linux web app, once for every format. */
export function decide(c: Component) {
  // The language and version asked for; Node.js when none was.
  return { stack: azureStack(c.attrs, 'node'), alwaysOn: true, http2: true };
}
