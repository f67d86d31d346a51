/** Load balancing, DNS, CDN, certificates, sign-in and WAF. */
import { type Attrs, type Component } from '../../model/types';
import { type Kind } from '../kind';

export function lbType(c: Component): 'application' | 'network' | 'gateway' {
  const t = String(c.attrs.lbType ?? c.config.lbType ?? '');
  return t === 'network' || t === 'gateway' ? t : 'application';
}

/**
 * The domain a certificate, zone or health check is for: its own, else the request's, else any
 * part's (the site it serves); a placeholder the deployer replaces when none was stated.
 */
export function domainFor(c: Component, plan: { global: Attrs; components: readonly Component[] }): string {
  return (
    c.attrs.domain ?? plan.global.domain ?? plan.components.find((o) => o.attrs.domain)?.attrs.domain ?? 'example.com'
  );
}

export const EDGE_KINDS: Kind[] = [];
