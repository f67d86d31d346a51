import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter, type TfContext } from '../../../render/terraform/context';
import { gName, inProject, project, region } from '../terraform/common';
import { httpsProxy } from '../terraform/network';

export const terraform: TerraformWriter = {
  resourceType: 'google_compute_global_forwarding_rule',
  write: (c, x) => {
    // HTTPS when asked for, when a domain or certificate is stated, or when nothing says otherwise;
    // plain HTTP on port 80 when the request asked for HTTP or port 80 and named no domain.
    const https =
      c.attrs.protocol === 'https' ||
      c.attrs.flags.has('https') ||
      !!c.attrs.domain ||
      (c.attrs.protocol !== 'http' && !c.attrs.ports.includes(80));
    const scheme = https ? 'https' : 'http';
    const backend = c.ref.backend as Component;
    const run = backend.kind === 'gcp.cloud_run_v2_service';
    const neg = run
      ? x.resource('google_compute_region_network_endpoint_group', c.id, {
          project: project(x),
          name: `${gName(c, 50)}-neg`,
          region: region(x),
          network_endpoint_type: 'SERVERLESS',
          cloud_run: block({ service: x.ref(backend, 'name') }),
        })
      : undefined;
    // A single machine is reached through an unmanaged instance group holding it, in its zone.
    const vm = backend.kind === 'gcp.compute_instance';
    const serving = https ? 443 : (backend.attrs.ports[0] ?? 80);
    const unmanaged = vm
      ? x.resource('google_compute_instance_group', c.id, {
          project: project(x),
          name: `${gName(c, 50)}-ig`,
          zone: x.ref(backend, 'zone'),
          instances: [x.ref(backend, 'self_link')],
          named_port: block({ name: scheme, port: serving }),
        })
      : undefined;
    const asked = x.plan.first('gcp.compute_health_check');
    const hc = run
      ? undefined
      : asked
        ? x.addr(asked)
        : x.resource('google_compute_health_check', c.id, {
            project: project(x),
            name: `${gName(c, 50)}-hc`,
            [`${scheme}_health_check`]: block({ port: https ? 443 : 80, request_path: '/' }),
          });
    const policy = x.plan.first('gcp.compute_security_policy');
    const be = x.resource('google_compute_backend_service', c.id, {
      project: project(x),
      name: `${gName(c, 50)}-be`,
      protocol: https ? 'HTTPS' : 'HTTP',
      // The instance group's named port of the same name (serverless backends have none).
      port_name: run ? undefined : scheme,
      load_balancing_scheme: 'EXTERNAL_MANAGED',
      health_checks: hc ? [expr(`${hc}.id`)] : undefined,
      security_policy: policy ? x.ref(policy) : undefined,
      log_config: block({ enable: true, sample_rate: 1 }),
      backend: block({
        group: neg
          ? expr(`${neg}.id`)
          : unmanaged
            ? expr(`${unmanaged}.id`)
            : expr(`${x.addr(backend)}.instance_group`),
      }),
    });
    if (!run) healthCheckFirewall(c, backend, https, x);
    const map = x.resource('google_compute_url_map', c.id, {
      project: project(x),
      name: `${gName(c, 50)}-map`,
      default_service: expr(`${be}.id`),
    });
    const proxy = https
      ? httpsProxy(c, x, map)
      : x.resource('google_compute_target_http_proxy', c.id, {
          project: project(x),
          name: `${gName(c, 50)}-proxy`,
          url_map: expr(`${map}.id`),
        });
    x.primary(
      c,
      {
        ...inProject(c, x),
        target: expr(`${proxy}.id`),
        port_range: https ? '443' : '80',
        load_balancing_scheme: 'EXTERNAL_MANAGED',
        ip_address: x.ref(c.ref.address as Component, 'address'),
      },
      https
        ? 'HTTPS only with a Google-managed certificate and TLS 1.2+.'
        : 'Plain HTTP on port 80, as asked: add a domain to get HTTPS with a managed certificate.',
    );
  },
};

/**
 * Google's front ends and health checkers reach the instances from 35.191.0.0/16 and
 * 130.211.0.0/22 (Google's load balancing firewall guide): without a rule letting them in on the
 * serving and health-check ports, every backend is unhealthy and the load balancer serves nothing.
 */
function healthCheckFirewall(c: Component, group: Component, https: boolean, x: TfContext): void {
  // The machines are tagged with their template's name, or a single machine with its own.
  const template = group.kind === 'gcp.compute_instance' ? group : (group.ref.template as Component | undefined);
  const network = x.plan.first('gcp.compute_network');
  if (!template) return;
  const serving = https ? 443 : (group.attrs.ports[0] ?? 80);
  x.resource(
    'google_compute_firewall',
    `${c.id}_load_balancer`,
    {
      project: project(x),
      name: `${gName(c, 45)}-allow-lb`,
      network: network ? x.ref(network) : 'default',
      direction: 'INGRESS',
      priority: 1000,
      source_ranges: ['35.191.0.0/16', '130.211.0.0/22'],
      target_tags: [gName(template)],
      allow: block({ protocol: 'tcp', ports: [...new Set([serving, https ? 443 : 80])].map(String) }),
      log_config: block({ metadata: 'INCLUDE_ALL_METADATA' }),
    },
    "The load balancer's front ends and health checks reach the instances only from Google's ranges.",
  );
}
