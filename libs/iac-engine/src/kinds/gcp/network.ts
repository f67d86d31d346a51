/** VPC networks, subnetworks, firewalls, Cloud Router + NAT, addresses, DNS and HTTPS load balancing. */
import { type Component } from '../../model/types';
import { block, expr } from '../../model/hcl';
import { type GcpKind } from './types';
import { gName, labels, networkFor, project, region } from './common';

export const NETWORK_KINDS: GcpKind[] = [
  {
    kind: 'gcp.compute_network',
    label: 'main',
    title: 'VPC network',
    tfType: 'google_compute_network',
    needs: (_c, plan) => void (plan.first('gcp.compute_subnetwork') ?? plan.add('gcp.compute_subnetwork', { implicit: 'a custom network needs a subnetwork', label: 'main' })),
    tf: (c, x) => {
      x.primary(c, { project: project(x), name: gName(c), auto_create_subnetworks: false, routing_mode: 'REGIONAL', delete_default_routes_on_create: false });
      x.output(`${c.id}_network_id`, x.ref(c), 'VPC network id');
    },
  },
  {
    kind: 'gcp.compute_subnetwork',
    label: 'main',
    title: 'Subnetwork',
    tfType: 'google_compute_subnetwork',
    needs: (c, plan) => void (c.ref.network ??= plan.ensure('gcp.compute_network', 'the network the subnetwork belongs to', { label: 'main' })),
    tf: (c, x) => {
      const i = x.plan.all('gcp.compute_subnetwork').indexOf(c);
      x.primary(c, {
        project: project(x),
        name: gName(c),
        region: region(x),
        network: x.ref(c.ref.network as Component),
        ip_cidr_range: c.attrs.cidrs[0] ?? `10.${10 + Math.max(0, i)}.0.0/20`,
        private_ip_google_access: true,
        log_config: block({ aggregation_interval: 'INTERVAL_5_SEC', flow_sampling: 0.5, metadata: 'INCLUDE_ALL_METADATA' }),
        secondary_ip_range: x.plan.has('gcp.container_cluster') && i === 0 ? [block({ range_name: 'pods', ip_cidr_range: '10.100.0.0/16' }), block({ range_name: 'services', ip_cidr_range: '10.101.0.0/20' })] : undefined,
      }, 'Private Google Access and flow logs on.');
    },
  },
  {
    kind: 'gcp.compute_firewall',
    label: 'allow_internal',
    title: 'Firewall rule',
    tfType: 'google_compute_firewall',
    needs: (c, plan) => void networkFor(c, plan),
    tf: (c, x) => {
      const ports = (c.attrs.ports.length ? c.attrs.ports : [443]).map(String);
      x.primary(c, {
        project: project(x),
        name: gName(c),
        network: x.ref(c.ref.network as Component),
        direction: 'INGRESS',
        priority: 1000,
        source_ranges: c.attrs.flags.has('public') ? ['0.0.0.0/0'] : c.attrs.cidrs.length ? c.attrs.cidrs : ['10.0.0.0/8'],
        target_tags: [gName(c)],
        allow: block({ protocol: 'tcp', ports }),
        log_config: block({ metadata: 'INCLUDE_ALL_METADATA' }),
      }, 'Only the listed ports, only from inside the network unless the request said public.');
    },
  },
  {
    kind: 'gcp.compute_router',
    label: 'main',
    title: 'Cloud Router',
    tfType: 'google_compute_router',
    needs: (c, plan) => void networkFor(c, plan),
    tf: (c, x) => void x.primary(c, { project: project(x), name: gName(c), region: region(x), network: x.ref(c.ref.network as Component) }),
  },
  {
    kind: 'gcp.router_nat',
    label: 'main',
    title: 'Cloud NAT',
    tfType: 'google_compute_router_nat',
    needs: (c, plan) => {
      networkFor(c, plan);
      c.ref.router = plan.ensure('gcp.compute_router', 'Cloud NAT runs on a Cloud Router', { label: 'main' });
    },
    tf: (c, x) => void x.primary(c, { project: project(x), name: gName(c), region: region(x), router: x.ref(c.ref.router as Component, 'name'), nat_ip_allocate_option: 'AUTO_ONLY', source_subnetwork_ip_ranges_to_nat: 'ALL_SUBNETWORKS_ALL_IP_RANGES', log_config: block({ enable: true, filter: 'ERRORS_ONLY' }) }, 'Outbound internet for private instances without public IPs.'),
  },
  {
    kind: 'gcp.compute_address',
    label: 'main',
    title: 'Static IP address',
    tfType: 'google_compute_address',
    tf: (c, x) => {
      x.primary(c, { project: project(x), name: gName(c), region: region(x), address_type: 'EXTERNAL', network_tier: 'PREMIUM' });
      x.output(`${c.id}_address`, x.ref(c, 'address'), 'Static IP address');
    },
  },
  {
    kind: 'gcp.dns_managed_zone',
    label: 'main',
    title: 'Cloud DNS zone',
    tfType: 'google_dns_managed_zone',
    tf: (c, x) => {
      const domain = c.attrs.domain ?? 'example.com';
      x.primary(c, { project: project(x), name: gName(c), dns_name: `${domain}.`, visibility: 'public', dnssec_config: block({ state: 'on' }), labels: labels(c) }, 'DNSSEC on.');
      x.output(`${c.id}_name_servers`, x.ref(c, 'name_servers'), 'Delegate the domain to these name servers');
    },
  },
  {
    kind: 'gcp.dns_record_set',
    label: 'www',
    title: 'DNS record',
    tfType: 'google_dns_record_set',
    needs: (c, plan) => {
      c.ref.zone = plan.ensure('gcp.dns_managed_zone', 'the zone the record belongs to', { label: 'main' });
      c.ref.address = plan.first('gcp.compute_global_address') ?? plan.first('gcp.compute_address') ?? plan.add('gcp.compute_address', { implicit: 'the address the record points at', label: c.id });
    },
    tf: (c, x) => {
      const zone = c.ref.zone as Component;
      x.primary(c, { project: project(x), managed_zone: x.ref(zone, 'name'), name: expr(`"www.\${${x.addr(zone)}.dns_name}"`), type: 'A', ttl: 300, rrdatas: [x.ref(c.ref.address as Component, 'address')] });
    },
  },
  {
    kind: 'gcp.compute_global_address',
    label: 'lb',
    title: 'Global IP address',
    tfType: 'google_compute_global_address',
    tf: (c, x) => void x.primary(c, { project: project(x), name: gName(c) }),
  },
  {
    kind: 'gcp.compute_forwarding_rule',
    label: 'https',
    title: 'HTTPS load balancer',
    tfType: 'google_compute_global_forwarding_rule',
    needs: (c, plan) => {
      c.ref.address = plan.first('gcp.compute_global_address') ?? plan.add('gcp.compute_global_address', { implicit: 'a stable address for the load balancer', label: c.id });
      c.ref.backend = plan.first('gcp.compute_instance_group_manager') ?? plan.first('gcp.cloud_run_v2_service') ?? plan.add('gcp.compute_instance_group_manager', { implicit: 'the backends the load balancer sends traffic to', label: 'web' });
    },
    tf: (c, x) => {
      const backend = c.ref.backend as Component;
      const run = backend.kind === 'gcp.cloud_run_v2_service';
      const neg = run ? x.resource('google_compute_region_network_endpoint_group', c.id, { project: project(x), name: `${gName(c, 50)}-neg`, region: region(x), network_endpoint_type: 'SERVERLESS', cloud_run: block({ service: x.ref(backend, 'name') }) }) : undefined;
      const hc = run ? undefined : x.resource('google_compute_health_check', c.id, { project: project(x), name: `${gName(c, 50)}-hc`, https_health_check: block({ port: 443, request_path: '/' }) });
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
      const map = x.resource('google_compute_url_map', c.id, { project: project(x), name: `${gName(c, 50)}-map`, default_service: expr(`${be}.id`) });
      const cert = x.resource('google_compute_managed_ssl_certificate', c.id, { project: project(x), name: `${gName(c, 50)}-cert`, managed: block({ domains: [c.attrs.domain ?? 'app.example.com'] }) });
      const sslPolicy = x.resource('google_compute_ssl_policy', c.id, { project: project(x), name: `${gName(c, 50)}-tls`, profile: 'MODERN', min_tls_version: 'TLS_1_2' });
      const proxy = x.resource('google_compute_target_https_proxy', c.id, { project: project(x), name: `${gName(c, 50)}-proxy`, url_map: expr(`${map}.id`), ssl_certificates: [expr(`${cert}.id`)], ssl_policy: expr(`${sslPolicy}.id`) });
      x.primary(c, { project: project(x), name: gName(c), target: expr(`${proxy}.id`), port_range: '443', load_balancing_scheme: 'EXTERNAL_MANAGED', ip_address: x.ref(c.ref.address as Component, 'address') }, 'HTTPS only with a Google-managed certificate and TLS 1.2+.');
    },
  },
  {
    kind: 'gcp.compute_security_policy',
    label: 'edge',
    title: 'Cloud Armor policy',
    tfType: 'google_compute_security_policy',
    tf: (c, x) => void x.primary(c, {
      project: project(x),
      name: gName(c),
      rule: [
        block({ action: 'deny(403)', priority: 1000, match: block({ expr: block({ expression: "evaluatePreconfiguredWaf('sqli-v33-stable')" }) }), description: 'Block SQL injection' }),
        block({ action: 'allow', priority: 2147483647, match: block({ versioned_expr: 'SRC_IPS_V1', config: block({ src_ip_ranges: ['*'] }) }), description: 'Default allow' }),
      ],
    }),
  },
];
