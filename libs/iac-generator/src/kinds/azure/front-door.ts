/**
 * Azure Front Door and web application firewall policies: the profile with its endpoint, origin
 * group, origin and route; an origin reached over Private Link (through a Private Link service when
 * the origin is an internal load balancer); a WAF policy attached to Front Door by a security policy,
 * or a regional one for an application gateway.
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { type Kind } from '../kind';
import { inGroup, subnetFor } from './common';
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
function originFor(c: Component, plan: Planner): Component | undefined {
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

export const FRONT_DOOR_KINDS: Kind[] = [
  {
    kind: 'azure.cdn_frontdoor_profile',
    label: 'main',
    title: 'Front Door',
    needs: (c, plan) => {
      inGroup(c, plan);
      const origin = originFor(c, plan);
      c.ref.origin = origin;
      // Decided here, before writers run, so only the writer that writes the Private Link reads the setting.
      const privateLink = c.attrs.flags.has('privateLink');
      const internalLb = origin?.kind === 'azure.lb' && origin.attrs.flags.has('internal');
      c.config.privateOrigin = privateLink && !!origin && (ORIGIN_KINDS[origin.kind] !== undefined || internalLb);
      c.config.premium = privateLink || plan.all('azure.waf_policy').length > 0;
      // An internal load balancer is published to Front Door through a Private Link service in its network.
      if (c.config.privateOrigin && internalLb) {
        const pls =
          plan.all('azure.private_link_service').find((p) => p.ref.lb === origin) ??
          plan.add('azure.private_link_service', {
            implicit: 'Front Door reaches an internal load balancer through a Private Link service',
            label: origin.id,
          });
        pls.ref.lb = origin;
        c.ref.privateLinkService = pls;
      }
    },
  },
  {
    kind: 'azure.private_link_service',
    label: 'main',
    title: 'Private Link service',
    needs: (c, plan) => {
      const lb = c.ref.lb as Component | undefined;
      const s = lb?.ref.subnet as Component | undefined;
      if (s) {
        inGroup(c, plan);
        c.ref.subnet = s;
      } else subnetFor(c, plan);
      (c.ref.subnet as Component).config.privateLinkService = true;
    },
  },
  {
    kind: 'azure.waf_policy',
    label: 'main',
    title: 'Web application firewall policy',
    needs: (c, plan) => {
      inGroup(c, plan);
      c.ref.frontDoor = plan.first('azure.cdn_frontdoor_profile');
      if (!c.ref.frontDoor) c.ref.gateway = plan.first('azure.application_gateway');
    },
  },
];
