import { type Component } from '../../../model/types';
import { type Planner } from '../../../plan/planner';
import { azName } from '../common';
import { statedUrl, subscriptionsOf } from '../notify';
import { publicNetworkAccess } from '../closed-to-public';

/** What the request's settings decide for an Event Grid topic, once for every format. */
export function decide(c: Component, plan: Planner) {
  return {
    publicAccess: publicNetworkAccess(c, plan),
    // An endpoint stated with the topic itself is its subscription's, unless subscriptions were asked for on their own.
    webhook:
      statedUrl(c) && !subscriptionsOf(c, plan, 'azure.eventgrid_event_subscription').length
        ? { name: `${azName(c, 40)}-webhook` }
        : undefined,
  };
}
