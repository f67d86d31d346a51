/**
 * Virtual networks, subnets, NSGs, public IPs, NAT, load balancing and private endpoints as hashicorp/azurerm
 * resources.
 */
import { type Component } from '../../../model/types';
import { block, expr } from '../../../model/hcl';
import {
  azName,
  bastionSku,
  ENDPOINT_TARGETS,
  gatewaySku,
  homeRegion,
  securityRules,
  subnetName,
  subnetRange,
  takesSecurityGroup,
  vnetRange,
} from '../common';
import { placed, tags } from './common';
import { recordTtl, statedRecord } from '../../dns';
import { writeStatedRecord } from './dns';
import { type TerraformWriter } from '../../../render/terraform/context';

export const NETWORK_TERRAFORM: Record<string, TerraformWriter> = {
  'azure.resource_group': {
    resourceType: 'azurerm_resource_group',
    write: (c, x) => {
      x.primary(c, {
        name: `rg-${azName(c, 80)}`,
        location: x.variable('location', {
          type: 'string',
          description: 'Azure region',
          default: homeRegion(x.plan),
        }),
        tags: tags(c),
      });
      x.variable('environment', { type: 'string', description: 'Environment name used in tags', default: 'dev' });
    },
  },
  'azure.virtual_network': {
    resourceType: 'azurerm_virtual_network',
    write: (c, x) => {
      x.primary(c, {
        name: `vnet-${azName(c)}`,
        ...placed(c, x),
        address_space: [vnetRange(c)],
        tags: tags(c),
      });
      x.output(`${c.id}_vnet_id`, x.ref(c), 'Virtual network id');
    },
  },
  'azure.subnet': {
    resourceType: 'azurerm_subnet',
    write: (c, x) => {
      const rg = c.ref.group as Component;
      x.primary(c, {
        name: subnetName(c),
        resource_group_name: x.ref(rg, 'name'),
        virtual_network_name: x.ref(c.ref.vnet as Component, 'name'),
        address_prefixes: [subnetRange(c, x.plan.all('azure.subnet'))],
        private_endpoint_network_policies: 'Enabled',
        // A Private Link service takes its NAT addresses from a subnet with Private Link service policies off.
        private_link_service_network_policies_enabled: c.config.privateLinkService ? false : undefined,
        delegation: c.config.delegation
          ? block({ name: 'delegation', service_delegation: block({ name: String(c.config.delegation) }) })
          : undefined,
      });
    },
  },
  'azure.network_security_group': {
    resourceType: 'azurerm_network_security_group',
    write: (c, x) => {
      x.primary(
        c,
        {
          name: `nsg-${azName(c)}`,
          ...placed(c, x),
          security_rule: securityRules(c).map((r) =>
            block({
              name: r.name,
              priority: r.priority,
              direction: 'Inbound',
              access: r.access,
              protocol: 'Tcp',
              source_port_range: '*',
              destination_port_range: String(r.port),
              source_address_prefix: r.source,
              destination_address_prefix: '*',
            }),
          ),
          tags: tags(c),
        },
        'Inbound traffic only on the listed ports; Azure denies the rest by default.',
      );
      for (const s of x.plan.all('azure.subnet').filter(takesSecurityGroup))
        x.resource('azurerm_subnet_network_security_group_association', s.id, {
          subnet_id: x.ref(s),
          network_security_group_id: x.ref(c),
        });
    },
  },
  'azure.public_ip': {
    resourceType: 'azurerm_public_ip',
    write: (c, x) => {
      x.primary(c, {
        name: `pip-${azName(c)}`,
        ...placed(c, x),
        allocation_method: 'Static',
        sku: 'Standard',
        zones: ['1', '2', '3'],
        tags: tags(c),
      });
      x.output(`${c.id}_ip_address`, x.ref(c, 'ip_address'), 'Public IP address');
    },
  },
  'azure.nat_gateway': {
    resourceType: 'azurerm_nat_gateway',
    write: (c, x) => {
      x.primary(c, { name: `ng-${azName(c)}`, ...placed(c, x), sku_name: 'Standard', tags: tags(c) });
      x.resource('azurerm_nat_gateway_public_ip_association', c.id, {
        nat_gateway_id: x.ref(c),
        public_ip_address_id: x.ref(c.ref.ip as Component),
      });
      x.resource('azurerm_subnet_nat_gateway_association', c.id, {
        subnet_id: x.ref(c.ref.subnet as Component),
        nat_gateway_id: x.ref(c),
      });
    },
  },
  'azure.lb': {
    resourceType: 'azurerm_lb',
    write: (c, x) => {
      const ip = c.ref.ip as Component | undefined;
      x.primary(c, {
        name: `lb-${azName(c)}`,
        ...placed(c, x),
        sku: 'Standard',
        frontend_ip_configuration: block(
          ip
            ? { name: 'frontend', public_ip_address_id: x.ref(ip) }
            : {
                name: 'frontend',
                subnet_id: x.ref(c.ref.subnet as Component),
                private_ip_address_allocation: 'Dynamic',
              },
        ),
        tags: tags(c),
      });
      const pool = x.resource('azurerm_lb_backend_address_pool', c.id, { loadbalancer_id: x.ref(c), name: 'backend' });
      const probe = x.resource('azurerm_lb_probe', c.id, {
        loadbalancer_id: x.ref(c),
        name: 'https',
        protocol: 'Tcp',
        port: 443,
      });
      x.resource('azurerm_lb_rule', c.id, {
        loadbalancer_id: x.ref(c),
        name: 'https',
        protocol: 'Tcp',
        frontend_port: 443,
        backend_port: 443,
        frontend_ip_configuration_name: 'frontend',
        backend_address_pool_ids: [expr(`${pool}.id`)],
        probe_id: expr(`${probe}.id`),
        disable_outbound_snat: true,
      });
    },
  },
  'azure.private_endpoint': {
    resourceType: 'azurerm_private_endpoint',
    write: (c, x) => {
      const t = c.ref.target as Component;
      const endpoint = ENDPOINT_TARGETS[t.kind] ?? ENDPOINT_TARGETS['azure.storage_account'];
      const subnet = c.ref.subnet as Component;
      // Clients in the network resolve the service's name to the endpoint through this zone.
      const zone = x.resource('azurerm_private_dns_zone', `${c.id}_pe`, {
        name: endpoint.zone,
        resource_group_name: x.ref(c.ref.group as Component, 'name'),
      });
      x.resource('azurerm_private_dns_zone_virtual_network_link', `${c.id}_pe`, {
        name: `${azName(c)}-link`,
        resource_group_name: x.ref(c.ref.group as Component, 'name'),
        private_dns_zone_name: expr(`${zone}.name`),
        virtual_network_id: x.ref(subnet.ref.vnet as Component),
        registration_enabled: false,
      });
      x.primary(c, {
        name: `pe-${azName(c)}`,
        ...placed(c, x),
        subnet_id: x.ref(subnet),
        private_service_connection: block({
          name: 'connection',
          private_connection_resource_id: x.ref(t),
          subresource_names: [endpoint.group],
          is_manual_connection: false,
        }),
        private_dns_zone_group: block({ name: 'default', private_dns_zone_ids: [expr(`${zone}.id`)] }),
        tags: tags(c),
      });
    },
  },
  'azure.route_table': {
    resourceType: 'azurerm_route_table',
    write: (c, x) => {
      x.primary(c, { name: `rt-${azName(c)}`, ...placed(c, x), bgp_route_propagation_enabled: true, tags: tags(c) });
      x.resource('azurerm_subnet_route_table_association', c.id, {
        subnet_id: x.ref(c.ref.subnet as Component),
        route_table_id: x.ref(c),
      });
    },
  },
  'azure.dns_zone': {
    resourceType: 'azurerm_dns_zone',
    write: (c, x) => {
      x.primary(c, {
        name: c.attrs.domain ?? 'example.com',
        resource_group_name: x.ref(c.ref.group as Component, 'name'),
        tags: tags(c),
      });
      x.output(`${c.id}_name_servers`, x.ref(c, 'name_servers'), 'Delegate the domain to these name servers');
    },
  },
  'azure.dns_a_record': {
    resourceType: 'azurerm_dns_a_record',
    write: (c, x) => {
      const stated = statedRecord(c);
      if (stated)
        return writeStatedRecord(
          c,
          x,
          stated,
          x.ref(c.ref.zone as Component, 'name'),
          x.ref(c.ref.group as Component, 'name'),
        );
      x.primary(c, {
        name: 'www',
        zone_name: x.ref(c.ref.zone as Component, 'name'),
        resource_group_name: x.ref(c.ref.group as Component, 'name'),
        ttl: recordTtl(c),
        target_resource_id: x.ref(c.ref.ip as Component),
      });
    },
  },
  'azure.bastion_host': {
    resourceType: 'azurerm_bastion_host',
    write: (c, x) => {
      const sku = bastionSku(c);
      x.primary(
        c,
        {
          name: `bas-${azName(c)}`,
          ...placed(c, x),
          sku,
          ip_configuration: block({
            name: 'bastion',
            subnet_id: x.ref(c.ref.subnet as Component),
            public_ip_address_id: x.ref(c.ref.ip as Component),
          }),
          tunneling_enabled: sku === 'Standard' || sku === 'Premium' ? true : undefined,
          tags: tags(c),
        },
        'Browser and native-client SSH/RDP to private machines, with no public IP on any VM.',
      );
    },
  },
  'azure.application_gateway': {
    resourceType: 'azurerm_application_gateway',
    write: (c, x) => {
      // A WAF policy asked for beside the gateway (and no Front Door) is the gateway's policy.
      const wafPolicy = x.plan.all('azure.waf_policy').find((w) => w.ref.gateway === c);
      const cert = x.variable('appgw_certificate_secret_id', {
        type: 'string',
        description: 'Key Vault secret id of the TLS certificate for the HTTPS listener',
      });
      x.primary(
        c,
        {
          name: `agw-${azName(c)}`,
          ...placed(c, x),
          zones: ['1', '2', '3'],
          sku: block({ name: gatewaySku(c), tier: gatewaySku(c) }),
          autoscale_configuration: block({
            min_capacity: c.attrs.min ?? 1,
            max_capacity: Math.max(c.attrs.min ?? 1, c.attrs.max ?? 3),
          }),
          identity: block({ type: 'UserAssigned', identity_ids: [x.ref(c.ref.identity as Component)] }),
          gateway_ip_configuration: block({ name: 'gateway', subnet_id: x.ref(c.ref.subnet as Component) }),
          frontend_ip_configuration: block({ name: 'public', public_ip_address_id: x.ref(c.ref.ip as Component) }),
          frontend_port: [block({ name: 'https', port: 443 }), block({ name: 'http', port: 80 })],
          ssl_certificate: block({ name: 'tls', key_vault_secret_id: cert }),
          ssl_policy: block({ policy_type: 'Predefined', policy_name: 'AppGwSslPolicy20220101' }),
          backend_address_pool: block({ name: 'backend' }),
          backend_http_settings: block({
            name: 'https',
            cookie_based_affinity: 'Disabled',
            port: 443,
            protocol: 'Https',
            request_timeout: 30,
            pick_host_name_from_backend_address: true,
          }),
          http_listener: [
            block({
              name: 'https',
              frontend_ip_configuration_name: 'public',
              frontend_port_name: 'https',
              protocol: 'Https',
              ssl_certificate_name: 'tls',
            }),
            block({
              name: 'http',
              frontend_ip_configuration_name: 'public',
              frontend_port_name: 'http',
              protocol: 'Http',
            }),
          ],
          redirect_configuration: block({
            name: 'to-https',
            redirect_type: 'Permanent',
            target_listener_name: 'https',
            include_path: true,
            include_query_string: true,
          }),
          request_routing_rule: [
            block({
              name: 'https',
              priority: 100,
              rule_type: 'Basic',
              http_listener_name: 'https',
              backend_address_pool_name: 'backend',
              backend_http_settings_name: 'https',
            }),
            block({
              name: 'http-redirect',
              priority: 200,
              rule_type: 'Basic',
              http_listener_name: 'http',
              redirect_configuration_name: 'to-https',
            }),
          ],
          firewall_policy_id: wafPolicy
            ? expr(`azurerm_web_application_firewall_policy.${wafPolicy.id}.id`)
            : undefined,
          waf_configuration:
            gatewaySku(c) === 'WAF_v2' && !wafPolicy
              ? block({
                  enabled: true,
                  firewall_mode: c.attrs.wafMode ?? 'Prevention',
                  rule_set_type: 'OWASP',
                  rule_set_version: '3.2',
                })
              : undefined,
          tags: tags(c),
        },
        'WAF in prevention mode, TLS 1.2+ policy, HTTP redirected to HTTPS.',
      );
    },
  },
};
