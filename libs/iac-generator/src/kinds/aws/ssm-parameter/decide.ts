import { asStated } from '../../../model/stated-case';
import { type Component } from '../../../model/types';

/** What the request's settings decide for a parameter, once for every format. */
export function decide(c: Component) {
  return {
    // The name and value as the request states them; without them each format names its own.
    statedName: c.attrs.path ? asStated(c, c.attrs.path) : undefined,
    statedValue: c.attrs.parameterValue ? asStated(c, c.attrs.parameterValue) : undefined,
  };
}
