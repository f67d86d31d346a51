import { givenName } from '../../../model/names';
import { asStated } from '../../../model/stated-case';
import { type Component } from '../../../model/types';
import { logRetention } from '../settings';

/** What the request's settings decide for a log group, once for every format. */
export function decide(c: Component) {
  return {
    // The name the request gives ("/ecs/orders"), else the one its service writes to, else one from
    // what it is for ("for the checkout service").
    name: String((c.attrs.path && asStated(c, c.attrs.path)) ?? c.config.path ?? `/infragen/${givenName(c)}`),
    retentionDays: logRetention(c.attrs.retentionDays),
  };
}
