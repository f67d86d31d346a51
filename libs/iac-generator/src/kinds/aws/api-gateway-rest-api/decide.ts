import { type Component } from '../../../model/types';
import { routeOf } from '../serverless';

/** What the request's settings decide for a REST API, once for every format. */
export function decide(c: Component) {
  const route = routeOf(c);
  const stated = route?.path.split('/').filter(Boolean) ?? [];
  return {
    // One resource per segment of the stated path ("/orders/{id}"), each under the one before. With
    // none stated, the greedy {proxy+} sends every path to the function, which routes them itself: an
    // invented path (/items) would answer 403 on every other path the function serves.
    segments: stated.length ? stated : ['{proxy+}'],
    method: route?.method ?? 'ANY',
  };
}
