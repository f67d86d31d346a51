import { type Component } from '../../../model/types';
import { routeOf } from '../serverless';

/** What the request's settings decide for a REST API, once for every format. */
export function decide(c: Component) {
  const route = routeOf(c);
  return {
    // One resource per segment of the stated path ("/orders/{id}"), each under the one before; none
    // stated leaves each format its own catch-all.
    segments: route?.path.split('/').filter(Boolean) ?? [],
    method: route?.method ?? 'ANY',
  };
}
