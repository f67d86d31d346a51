/** What the hashicorp/google writers of networks share. */
import { type Component } from '../../../model/types';
import { block, expr } from '../../../model/hcl';
import { gName, project } from './common';
import { type TfContext } from '../../../render/terraform/context';

/**
 * The name of the network (or its subnetwork) to use: "default" for the default network, else a variable
 * holding the name the request gave, if it gave one (the subnetwork's is its own: `subnetwork`).
 */
export function existingName(c: Component, x: TfContext, what: 'network' | 'subnetwork', given?: string) {
  const named = what === 'network' && !/^(?:existing|default)$/.test(c.attrs.existingNetwork ?? '');
  return c.attrs.existingNetwork === 'default'
    ? 'default'
    : x.variable(`existing_${what}_name`, {
        type: 'string',
        description: `Name of the existing ${what} to use`,
        default: given ?? (named ? c.attrs.existingNetwork : undefined),
      });
}

/** The HTTPS proxy of a load balancer: a Google-managed certificate for the stated domain and TLS 1.2+. */
export function httpsProxy(c: Component, x: TfContext, map: string): string {
  const cert = x.resource('google_compute_managed_ssl_certificate', c.id, {
    project: project(x),
    name: `${gName(c, 50)}-cert`,
    managed: block({ domains: [c.attrs.domain ?? 'app.example.com'] }),
  });
  const sslPolicy = x.resource('google_compute_ssl_policy', c.id, {
    project: project(x),
    name: `${gName(c, 50)}-tls`,
    profile: 'MODERN',
    min_tls_version: 'TLS_1_2',
  });
  return x.resource('google_compute_target_https_proxy', c.id, {
    project: project(x),
    name: `${gName(c, 50)}-proxy`,
    url_map: expr(`${map}.id`),
    ssl_certificates: [expr(`${cert}.id`)],
    ssl_policy: expr(`${sslPolicy}.id`),
  });
}
