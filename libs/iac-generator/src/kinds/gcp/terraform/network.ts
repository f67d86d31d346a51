/**
 * VPC networks, subnetworks, firewalls, Cloud Router + NAT, addresses, DNS and HTTPS load balancing as hashicorp/google
 * resources.
 */
import { type Component } from '../../../model/types';
import { block, expr } from '../../../model/hcl';
import { gName, labels, project, region } from './common';
import { recordTtl, statedRecord } from '../../dns';
import { writeStatedRecordSet } from './dns';
import { type TerraformWriter, type TfContext, untypedTerraformWriter } from '../../../render/terraform/context';

/** The name of the network (or its subnetwork) to use: "default" for the default network, else a variable. */
function existingName(c: Component, x: TfContext, what: 'network' | 'subnetwork') {
  return c.attrs.existingNetwork === 'default'
    ? 'default'
    : x.variable(`existing_${what}_name`, { type: 'string', description: `Name of the existing ${what} to use` });
}

/** The HTTPS proxy of a load balancer: a Google-managed certificate for the stated domain and TLS 1.2+. */
function httpsProxy(c: Component, x: TfContext, map: string): string {
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
          // Each subnetwork in the region stated for it ("subnets in asia-east1 and us-east4").
          region: c.attrs.regions[0] ?? region(x),
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
  // Networks the request said to use are read as data sources: references to them stay `<type>.<label>.<attr>`.
  'gcp.existing_network': untypedTerraformWriter(
    'data.google_compute_network',
    (c, x) => void x.data('google_compute_network', c.id, { project: project(x), name: existingName(c, x, 'network') }),
  ),
  'gcp.existing_subnetwork': untypedTerraformWriter(
    'data.google_compute_subnetwork',
    (c, x) =>
      void x.data('google_compute_subnetwork', c.id, {
        project: project(x),
        // The default network has one subnetwork per region, named like it.
        name: existingName(c, x, 'subnetwork'),
        region: region(x),
      }),
  ),
  'gcp.compute_firewall': {
    resourceType: 'google_compute_firewall',
    write: (c, x) => {
      // Services named by their well-known ports ("allowing ssh and https") and ports stated as numbers.
      const rules = c.attrs.trafficRules ?? [];
      const allowed = [...new Set([...c.attrs.ports, ...rules.filter((r) => r.access === 'Allow').map((r) => r.port)])];
      const denied = [...new Set(rules.filter((r) => r.access === 'Deny').map((r) => r.port))];
      const ports = allowed.length || denied.length ? allowed : [443];
      const fromInternet = c.attrs.flags.has('public') || rules.some((r) => r.access === 'Allow' && r.fromInternet);
      const inside = c.attrs.cidrs.length ? c.attrs.cidrs : ['10.0.0.0/8'];
      const rule = (action: 'allow' | 'deny', list: number[], sources: string[], priority: number) => ({
        project: project(x),
        name: action === 'deny' && ports.length ? `${gName(c, 55)}-deny` : gName(c),
        network: x.ref(c.ref.network as Component),
        direction: 'INGRESS',
        priority,
        source_ranges: sources,
        target_tags: [gName(c)],
        [action]: block({ protocol: 'tcp', ports: list.map(String) }),
        log_config: block({ metadata: 'INCLUDE_ALL_METADATA' }),
      });
      const why = 'Only the listed ports, only from inside the network unless the request said public.';
      if (ports.length) x.primary(c, rule('allow', ports, fromInternet ? ['0.0.0.0/0'] : inside, 1000), why);
      if (!denied.length) return;
      // Denied traffic from wherever the request said, else from anywhere, ahead of every allow rule.
      const deny = rule('deny', denied, c.attrs.cidrs.length ? c.attrs.cidrs : ['0.0.0.0/0'], 900);
      if (ports.length) x.resource('google_compute_firewall', `${c.id}_deny`, deny, 'Denied ahead of the allow rule.');
      else x.primary(c, deny, 'Denied ahead of any allow rule.');
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
      const network = c.ref.network as Component | undefined;
      x.primary(
        c,
        {
          project: project(x),
          name: gName(c),
          dns_name: `${domain}.`,
          visibility: network ? 'private' : 'public',
          // DNSSEC signs public zones only.
          dnssec_config: network ? undefined : block({ state: 'on' }),
          private_visibility_config: network ? block({ networks: block({ network_url: x.ref(network) }) }) : undefined,
          labels: labels(c),
        },
        network ? 'Answers only in the networks it is visible to.' : 'DNSSEC on.',
      );
      x.output(`${c.id}_name_servers`, x.ref(c, 'name_servers'), 'Delegate the domain to these name servers');
    },
  },
  'gcp.dns_record_set': {
    resourceType: 'google_dns_record_set',
    write: (c, x) => {
      const stated = statedRecord(c);
      if (stated) return writeStatedRecordSet(c, x, stated);
      const zone = c.ref.zone as Component;
      x.primary(c, {
        project: project(x),
        managed_zone: x.ref(zone, 'name'),
        name: expr(`"www.\${${x.addr(zone)}.dns_name}"`),
        type: 'A',
        ttl: recordTtl(c),
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
        backend: block({ group: neg ? expr(`${neg}.id`) : expr(`${x.addr(backend)}.instance_group`) }),
      });
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
          project: project(x),
          name: gName(c),
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
  },
  'gcp.compute_security_policy': {
    resourceType: 'google_compute_security_policy',
    write: (c, x) => {
      // Addresses the request blocks or allows, first and in order, ten ranges per rule as Cloud Armor allows.
      const stated = (c.attrs.ipRules ?? []).flatMap((r) =>
        Array.from({ length: Math.ceil(r.ranges.length / 10) }, (_, i) => ({
          access: r.access,
          ranges: r.ranges.slice(i * 10, i * 10 + 10),
        })),
      );
      x.primary(c, {
        project: project(x),
        name: gName(c),
        rule: [
          ...stated.map((r, i) =>
            block({
              action: r.access === 'Deny' ? 'deny(403)' : 'allow',
              priority: 100 + i,
              match: block({ versioned_expr: 'SRC_IPS_V1', config: block({ src_ip_ranges: r.ranges }) }),
              description: `${r.access === 'Deny' ? 'Block' : 'Allow'} ${r.ranges.join(', ')}`.slice(0, 64),
            }),
          ),
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
      });
    },
  },
};
