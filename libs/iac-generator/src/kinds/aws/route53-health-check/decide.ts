import { type Attrs, type Component } from '../../../model/types';
import { domainFor } from '../edge';

/** What the request's settings decide for a health check, once for every format. */
export function decide(c: Component, plan: { global: Attrs; components: readonly Component[] }) {
  return {
    domain: domainFor(c, plan),
    // The stated path, else /: every site answers there, where a /health the site may not have would
    // report it down from the first check.
    path: c.attrs.path ?? '/',
    // Said with it (plan.ts), else Route 53's standard: every 30 seconds, unhealthy after 3 failures.
    interval: Number(c.config.interval ?? 30),
    failures: Number(c.config.failures ?? 3),
  };
}
