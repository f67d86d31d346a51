/** Load balancing, DNS, CDN, certificates, sign-in and WAF. */
import { type Component } from '../../model/types';
import { type Kind } from '../kind';

export function lbType(c: Component): 'application' | 'network' | 'gateway' {
  const t = String(c.attrs.lbType ?? c.config.lbType ?? '');
  return t === 'network' || t === 'gateway' ? t : 'application';
}

export const EDGE_KINDS: Kind[] = [];
