/**
 * What Azure Front Door and its WAF policies share in planning and writing: the origin, the tier,
 * whether the origin is reached over Private Link.
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { namedTier } from './settings';

/** What Front Door can send traffic to, in order of preference, and the Private Link sub-resource of each. */
export const ORIGIN_KINDS: Record<string, string | undefined> = {
  'azure.linux_web_app': 'sites',
  'azure.linux_function_app': 'sites',
  'azure.storage_account': 'blob',
  'azure.lb': undefined,
  'azure.container_app': undefined,
  'azure.application_gateway': undefined,
};

/** The origin a Front Door serves: what the request asked for nearest to it, never something added for wiring. */
export function originFor(c: Component, plan: Planner): Component | undefined {
  const asked = plan.components.filter((o) => o.kind in ORIGIN_KINDS && !o.implicit);
  const distance = (o: Component) => Math.abs((o.phrase ?? 0) - (c.phrase ?? 0));
  return asked.sort((a, b) => distance(a) - distance(b))[0];
}

/**
 * Premium when asked for, or when Private Link origins or managed WAF rules need it (Standard
 * offers neither).
 */
export function frontDoorTier(c: Component): 'Standard' | 'Premium' {
  const asked = namedTier(c, ['Standard', 'Premium'], 'Standard');
  return c.config.premium ? 'Premium' : asked;
}

/** Whether the origin can be reached over Private Link: a service with a sub-resource, or an internal load balancer. */
export const privateOrigin = (c: Component) => Boolean(c.config.privateOrigin);
