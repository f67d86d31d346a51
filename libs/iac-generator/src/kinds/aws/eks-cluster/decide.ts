import { type Component } from '../../../model/types';

/** What the request's settings decide for an EKS cluster, once for every format. */
export function decide(c: Component) {
  return {
    // A stated Kubernetes minor version ("1.30"), else 1.31.
    version: c.attrs.version && /^1\.\d+$/.test(c.attrs.version) ? c.attrs.version : '1.31',
    // The API endpoint is private, and public too only when the request asked for it.
    publicEndpoint: c.attrs.flags.has('public'),
  };
}
