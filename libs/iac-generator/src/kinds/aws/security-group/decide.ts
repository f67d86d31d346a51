import { type Component } from '../../../model/types';

/** What the request's settings decide for a security group, once for every format. */
export function decide(c: Component) {
  // Each port the request opens to one address range only ("5432 from 10.1.0.0/16") is a rule of its own.
  return { rangeRules: c.attrs.ingressFrom ?? [] };
}
