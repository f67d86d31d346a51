/**
 * VPC networks, subnetworks, firewalls, Cloud Router + NAT, addresses, DNS and HTTPS load balancing as hashicorp/google
 * resources.
 */
import { type Component } from '../../../model/types';
import { block, expr } from '../../../model/hcl';
import { gName, labels, project, region } from './common';
import { type TerraformWriter } from '../../../render/terraform/context';

export const NETWORK_TERRAFORM: Record<string, TerraformWriter> = {
  'gcp.compute_network': {
    resourceType: 'google_compute_network',
    write: (c, x) => {
      x.primary(c, {
        project: project(x),
        name: gName(c),
        auto_create_subnetworks: false,
        routing_mode: 'REGIONAL',
        delete_default_routes_on_create: false,
      });
      x.output(`${c.id}_network_id`, x.ref(c), 'VPC network id');
    },
  },
  'gcp.compute_subnetwork': {
    resourceType: 'google_compute_subnetwork',
    write: (c, x) => {
      const i = x.plan.all('gcp.compute_subnetwork').indexOf(c);
      x.primary(
        c,
        {
          project: project(x),
          name: gName(c),
          region: region(x),
          network: x.ref(c.ref.network as Component),
          ip_cidr_range: c.attrs.cidrs[0] ?? `10.${10 + Math.max(0, i)}.0.0/20`,
          private_ip_google_access: true,
          log_config: block({
            aggregation_interval: 'INTERVAL_5_SEC',
            flow_sampling: 0.5,
            metadata: 'INCLUDE_ALL_METADATA',
          }),
          secondary_ip_range:
            x.plan.has('gcp.container_cluster') && i === 0
              ? [
                  block({ range_name: 'pods', ip_cidr_range: '10.100.0.0/16' }),
                  block({ range_name: 'services', ip_cidr_range: '10.101.0.0/20' }),
                ]
              : undefined,
        },
        'Private Google Access and flow logs on.',
      );
    },
  },
  'gcp.compute_firewall': {
    resourceType: 'google_compute_firewall',
    write: (c, x) => {
      const ports = (c.attrs.ports.length ? c.attrs.ports : [443]).map(String);
      x.primary(
        c,
        {
          project: project(x),
          name: gName(c),
          network: x.ref(c.ref.network as Component),
          direction: 'INGRESS',
          priority: 1000,
          source_ranges: c.attrs.flags.has('public')
            ? ['0.0.0.0/0']
            : c.attrs.cidrs.length
              ? c.attrs.cidrs
              : ['10.0.0.0/8'],
          target_tags: [gName(c)],
          allow: block({ protocol: 'tcp', ports }),
          log_config: block({ metadata: 'INCLUDE_ALL_METADATA' }),
        },
        'Only the listed ports, only from inside the network unless the request said public.',
      );
    },
  },
  'gcp.compute_router': {
    resourceType: 'google_compute_router',
    write: (c, x) =>
      void x.primary(c, {
        project: project(x),
        name: gName(c),
        region: region(x),
        network: x.ref(c.ref.network as Component),
      }),
  },
  'gcp.router_nat': {
    resourceType: 'google_compute_router_nat',
    write: (c, x) =>
      void x.primary(
        c,
        {
          project: project(x),
          name: gName(c),
          region: region(x),
          router: x.ref(c.ref.router as Component, 'name'),
          nat_ip_allocate_option: 'AUTO_ONLY',
          source_subnetwork_ip_ranges_to_nat: 'ALL_SUBNETWORKS_ALL_IP_RANGES',
          log_config: block({ enable: true, filter: 'ERRORS_ONLY' }),
        },
        'Outbound internet for private instances without public IPs.',
      ),
  },
  'gcp.compute_address': {
    resourceType: 'google_compute_address',
    write: (c, x) => {
      x.primary(c, {
        project: project(x),
        name: gName(c),
        region: region(x),
        address_type: 'EXTERNAL',
        network_tier: 'PREMIUM',
      });
      x.output(`${c.id}_address`, x.ref(c, 'address'), 'Static IP address');
    },
  },
  'gcp.dns_managed_zone': {
    resourceType: 'google_dns_managed_zone',
    write: (c, x) => {
      const domain = c.attrs.domain ?? 'example.com';
      x.primary(
        c,
        {
          project: project(x),
          name: gName(c),
          dns_name: `${domain}.`,
          visibility: 'public',
          dnssec_config: block({ state: 'on' }),
          labels: labels(c),
        },
        'DNSSEC on.',
      );
      x.output(`${c.id}_name_servers`, x.ref(c, 'name_servers'), 'Delegate the domain to these name servers');
    },
  },
  'gcp.dns_record_set': {
    resourceType: 'google_dns_record_set',
    write: (c, x) => {
      const zone = c.ref.zone as Component;
      x.primary(c, {
        project: project(x),
        managed_zone: x.ref(zone, 'name'),
        name: expr(`"www.\${${x.addr(zone)}.dns_name}"`),
        type: 'A',
        ttl: 300,
        rrdatas: [x.ref(c.ref.address as Component, 'address')],
      });
    },
  },
  'gcp.compute_global_address': {
    resourceType: 'google_compute_global_address',
    write: (c, x) => void x.primary(c, { project: project(x), name: gName(c) }),
  },
  'gcp.compute_health_check': {
    resourceType: 'google_compute_health_check',
    write: (c, x) =>
      void x.primary(c, {
        project: project(x),
        name: gName(c),
        check_interval_sec: 10,
        timeout_sec: 5,
        healthy_threshold: 2,
        unhealthy_threshold: 3,
        http_health_check: block({ port: c.attrs.ports[0] ?? 80, request_path: c.attrs.path ?? '/' }),
        log_config: block({ enable: true }),
      }),
  },
  'gcp.compute_forwarding_rule': {
    resourceType: 'google_compute_global_forwarding_rule',
    write: (c, x) => {
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
      const asked = x.plan.first('gcp.compute_health_check');
      const hc = run
        ? undefined
        : asked
          ? x.addr(asked)
          : x.resource('google_compute_health_check', c.id, {
              project: project(x),
              name: `${gName(c, 50)}-hc`,
              https_health_check: block({ port: 443, request_path: '/' }),
            });
      const policy = x.plan.first('gcp.compute_security_policy');
      const be = x.resource('google_compute_backend_service', c.id, {
        project: project(x),
        name: `${gName(c, 50)}-be`,
        protocol: 'HTTPS',
        load_balancing_scheme: 'EXTERNAL_MANAGED',
        health_checks: hc ? [expr(`${hc}.id`)] : undefined,
        security_policy: policy ? x.ref(policy) : undefined,
        log_config: block({ enable: true, sample_rate: 1 }),
        backend: block({ group: neg ? expr(`${neg}.id`) : expr(`${x.addr(backend)}.instance_group`) }),
      });
      const map = x.resource('google_compute_url_map', c.id, {
        project: project(x),
        name: `${gName(c, 50)}-map`,
        default_service: expr(`${be}.id`),
      });
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
      const proxy = x.resource('google_compute_target_https_proxy', c.id, {
        project: project(x),
        name: `${gName(c, 50)}-proxy`,
        url_map: expr(`${map}.id`),
        ssl_certificates: [expr(`${cert}.id`)],
        ssl_policy: expr(`${sslPolicy}.id`),
      });
      x.primary(
        c,
        {
          project: project(x),
          name: gName(c),
          target: expr(`${proxy}.id`),
          port_range: '443',
          load_balancing_scheme: 'EXTERNAL_MANAGED',
          ip_address: x.ref(c.ref.address as Component, 'address'),
        },
        'HTTPS only with a Google-managed certificate and TLS 1.2+.',
      );
    },
  },
  'gcp.compute_security_policy': {
    resourceType: 'google_compute_security_policy',
    write: (c, x) =>
      void x.primary(c, {
        project: project(x),
        name: gName(c),
        rule: [
          block({
            action: 'deny(403)',
            priority: 1000,
            match: block({ expr: block({ expression: "evaluatePreconfiguredWaf('sqli-v33-stable')" }) }),
            description: 'Block SQL injection',
          }),
          block({
            action: 'allow',
            priority: 2147483647,
            match: block({ versioned_expr: 'SRC_IPS_V1', config: block({ src_ip_ranges: ['*'] }) }),
            description: 'Default allow',
          }),
        ],
      }),
  },
};
