import { type Component } from '../../../model/types';

/** What the request's settings decide for a state machine, once for every format. */
export function decide(c: Component) {
  // Express workflows when asked for; otherwise the service's default, standard.
  return { type: c.attrs.workflowType === 'express' ? 'EXPRESS' : undefined };
}
