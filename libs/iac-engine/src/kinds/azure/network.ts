/** Virtual networks, subnets, NSGs, public IPs, NAT, load balancing, private endpoints. */
import { type Component } from '../../model/types';
import { block, expr } from '../../model/hcl';
import { type AzureKind } from './types';
import { ArmExpr, refKey } from '../../render/azure/arm-context';
import { azName, inGroup, placed, subnetFor, tags } from './common';

const NET = '2023-09-01';

function subnetIndex(c: Component, all: Component[]): number {
  return Math.max(0, all.indexOf(c));
}

export const NETWORK_KINDS: AzureKind[] = [
  {
    kind: 'azure.resource_group',
    label: 'main',
    title: 'Resource group',
    tfType: 'azurerm_resource_group',
    tf: (c, x) => {
      x.primary(c, { name: `rg-${azName(c, 80)}`, location: x.variable('location', { type: 'string', description: 'Azure region', default: 'westeurope' }), tags: tags(c) });
      x.variable('environment', { type: 'string', description: 'Environment name used in tags', default: 'dev' });
    },
    // ARM and Bicep deploy into a resource group named at deployment time, not one they create.
    arm: (_c, x) => x.note('the target resource group (az deployment group create -g <group>)'),
  },
  {
    kind: 'azure.virtual_network',
    label: 'main',
    title: 'Virtual network',
    tfType: 'azurerm_virtual_network',
    needs: (c, plan) => {
      inGroup(c, plan);
      if (!plan.all('azure.subnet').length) plan.add('azure.subnet', { implicit: 'a network needs at least one subnet', label: 'workloads', config: { purpose: 'workloads' } }).ref.vnet = c;
    },
    tf: (c, x) => {
      x.primary(c, { name: `vnet-${azName(c)}`, ...placed(c, x), address_space: [c.attrs.cidrs[0] ?? '10.0.0.0/16'], tags: tags(c) });
      x.output(`${c.id}_vnet_id`, x.ref(c), 'Virtual network id');
    },
    arm: (c, x) => {
      x.add({ symbol: x.symbol(c), type: 'Microsoft.Network/virtualNetworks', apiVersion: NET, name: `vnet-${azName(c)}`, body: { location: x.location(), tags: x.tags(c), properties: { addressSpace: { addressPrefixes: [c.attrs.cidrs[0] ?? '10.0.0.0/16'] } } } });
    },
  },
  {
    kind: 'azure.subnet',
    label: 'workloads',
    title: 'Subnet',
    tfType: 'azurerm_subnet',
    needs: (c, plan) => {
      inGroup(c, plan);
      c.ref.vnet ??= plan.ensure('azure.virtual_network', 'the network the subnet belongs to', { label: 'main' });
    },
    tf: (c, x) => {
      const i = subnetIndex(c, x.plan.all('azure.subnet'));
      const rg = c.ref.group as Component;
      x.primary(c, {
        name: `snet-${azName(c)}`,
        resource_group_name: x.ref(rg, 'name'),
        virtual_network_name: x.ref(c.ref.vnet as Component, 'name'),
        address_prefixes: [c.attrs.cidrs[1] ?? `10.0.${i + 1}.0/24`],
        private_endpoint_network_policies: 'Enabled',
        delegation: c.config.delegation ? block({ name: 'delegation', service_delegation: block({ name: String(c.config.delegation) }) }) : undefined,
      });
    },
    arm: (c, x) => {
      const i = subnetIndex(c, x.plan.all('azure.subnet'));
      const vnet = c.ref.vnet as Component;
      const nsg = x.plan.first('azure.network_security_group');
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Network/virtualNetworks/subnets',
        apiVersion: NET,
        name: `vnet-${azName(vnet)}/snet-${azName(c)}`,
        body: { properties: { addressPrefix: `10.0.${i + 1}.0/24`, privateEndpointNetworkPolicies: 'Enabled', networkSecurityGroup: nsg ? { id: x.ref(x.symbol(nsg)) } : undefined, delegations: c.config.delegation ? [{ name: 'delegation', properties: { serviceName: String(c.config.delegation) } }] : undefined } },
        dependsOn: [x.symbol(vnet), ...x.plan.all('azure.subnet').slice(0, i).map((s) => x.symbol(s))],
      });
    },
  },
  {
    kind: 'azure.network_security_group',
    label: 'main',
    title: 'Network security group',
    tfType: 'azurerm_network_security_group',
    needs: (c, plan) => void subnetFor(c, plan),
    tf: (c, x) => {
      const ports = c.attrs.ports.length ? c.attrs.ports : [443];
      x.primary(c, {
        name: `nsg-${azName(c)}`,
        ...placed(c, x),
        security_rule: ports.map((p, i) => block({ name: `allow-${p}`, priority: 100 + i * 10, direction: 'Inbound', access: 'Allow', protocol: 'Tcp', source_port_range: '*', destination_port_range: String(p), source_address_prefix: c.attrs.flags.has('public') ? 'Internet' : 'VirtualNetwork', destination_address_prefix: '*' })),
        tags: tags(c),
      }, 'Inbound traffic only on the listed ports; Azure denies the rest by default.');
      for (const s of x.plan.all('azure.subnet')) x.resource('azurerm_subnet_network_security_group_association', s.id, { subnet_id: x.ref(s), network_security_group_id: x.ref(c) });
    },
    arm: (c, x) => {
      const ports = c.attrs.ports.length ? c.attrs.ports : [443];
      x.add({ symbol: x.symbol(c), type: 'Microsoft.Network/networkSecurityGroups', apiVersion: NET, name: `nsg-${azName(c)}`, body: { location: x.location(), tags: x.tags(c), properties: { securityRules: ports.map((p, i) => ({ name: `allow-${p}`, properties: { priority: 100 + i * 10, direction: 'Inbound', access: 'Allow', protocol: 'Tcp', sourcePortRange: '*', destinationPortRange: String(p), sourceAddressPrefix: c.attrs.flags.has('public') ? 'Internet' : 'VirtualNetwork', destinationAddressPrefix: '*' } })) } } });
    },
  },
  {
    kind: 'azure.public_ip',
    label: 'main',
    title: 'Public IP',
    tfType: 'azurerm_public_ip',
    needs: inGroup,
    tf: (c, x) => {
      x.primary(c, { name: `pip-${azName(c)}`, ...placed(c, x), allocation_method: 'Static', sku: 'Standard', zones: ['1', '2', '3'], tags: tags(c) });
      x.output(`${c.id}_ip_address`, x.ref(c, 'ip_address'), 'Public IP address');
    },
    arm: (c, x) => {
      x.add({ symbol: x.symbol(c), type: 'Microsoft.Network/publicIPAddresses', apiVersion: NET, name: `pip-${azName(c)}`, body: { location: x.location(), sku: { name: 'Standard' }, zones: ['1', '2', '3'], tags: x.tags(c), properties: { publicIPAllocationMethod: 'Static' } } });
    },
  },
  {
    kind: 'azure.nat_gateway',
    label: 'main',
    title: 'NAT gateway',
    tfType: 'azurerm_nat_gateway',
    needs: (c, plan) => {
      subnetFor(c, plan);
      c.ref.ip = plan.add('azure.public_ip', { implicit: 'the NAT gateway needs an outbound address', label: `${c.id}_nat` });
    },
    tf: (c, x) => {
      x.primary(c, { name: `ng-${azName(c)}`, ...placed(c, x), sku_name: 'Standard', tags: tags(c) });
      x.resource('azurerm_nat_gateway_public_ip_association', c.id, { nat_gateway_id: x.ref(c), public_ip_address_id: x.ref(c.ref.ip as Component) });
      x.resource('azurerm_subnet_nat_gateway_association', c.id, { subnet_id: x.ref(c.ref.subnet as Component), nat_gateway_id: x.ref(c) });
    },
    arm: (c, x) => {
      x.add({ symbol: x.symbol(c), type: 'Microsoft.Network/natGateways', apiVersion: NET, name: `ng-${azName(c)}`, body: { location: x.location(), sku: { name: 'Standard' }, properties: { publicIpAddresses: [{ id: x.ref(x.symbol(c.ref.ip as Component)) }] } } });
    },
  },
  {
    kind: 'azure.lb',
    label: 'main',
    title: 'Load balancer',
    tfType: 'azurerm_lb',
    needs: (c, plan) => {
      inGroup(c, plan);
      if (c.attrs.flags.has('internal')) subnetFor(c, plan);
      else c.ref.ip = plan.add('azure.public_ip', { implicit: 'the public frontend of the load balancer', label: `${c.id}_lb` });
    },
    tf: (c, x) => {
      const ip = c.ref.ip as Component | undefined;
      x.primary(c, {
        name: `lb-${azName(c)}`,
        ...placed(c, x),
        sku: 'Standard',
        frontend_ip_configuration: block(ip ? { name: 'frontend', public_ip_address_id: x.ref(ip) } : { name: 'frontend', subnet_id: x.ref(c.ref.subnet as Component), private_ip_address_allocation: 'Dynamic' }),
        tags: tags(c),
      });
      const pool = x.resource('azurerm_lb_backend_address_pool', c.id, { loadbalancer_id: x.ref(c), name: 'backend' });
      const probe = x.resource('azurerm_lb_probe', c.id, { loadbalancer_id: x.ref(c), name: 'https', protocol: 'Tcp', port: 443 });
      x.resource('azurerm_lb_rule', c.id, { loadbalancer_id: x.ref(c), name: 'https', protocol: 'Tcp', frontend_port: 443, backend_port: 443, frontend_ip_configuration_name: 'frontend', backend_address_pool_ids: [expr(`${pool}.id`)], probe_id: expr(`${probe}.id`), disable_outbound_snat: true });
    },
    arm: (c, x) => {
      const ip = c.ref.ip as Component | undefined;
      const name = `lb-${azName(c)}`;
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Network/loadBalancers',
        apiVersion: NET,
        name,
        body: {
          location: x.location(),
          sku: { name: 'Standard' },
          properties: {
            frontendIPConfigurations: [{ name: 'frontend', properties: ip ? { publicIPAddress: { id: x.ref(x.symbol(ip)) } } : { subnet: { id: x.ref(x.symbol(c.ref.subnet as Component)) }, privateIPAllocationMethod: 'Dynamic' } }],
            backendAddressPools: [{ name: 'backend' }],
            probes: [{ name: 'https', properties: { protocol: 'Tcp', port: 443, intervalInSeconds: 15, numberOfProbes: 2 } }],
          },
        },
      });
    },
  },
  {
    kind: 'azure.private_endpoint',
    label: 'main',
    title: 'Private endpoint',
    tfType: 'azurerm_private_endpoint',
    needs: (c, plan) => {
      subnetFor(c, plan, 'private-endpoints');
      c.ref.target = plan.first('azure.storage_account') ?? plan.first('azure.key_vault') ?? plan.add('azure.storage_account', { implicit: 'the service the private endpoint reaches', label: 'main' });
    },
    tf: (c, x) => {
      const t = c.ref.target as Component;
      x.primary(c, {
        name: `pe-${azName(c)}`,
        ...placed(c, x),
        subnet_id: x.ref(c.ref.subnet as Component),
        private_service_connection: block({ name: 'connection', private_connection_resource_id: x.ref(t), subresource_names: [t.kind === 'azure.key_vault' ? 'vault' : 'blob'], is_manual_connection: false }),
        tags: tags(c),
      });
    },
    arm: (c, x) => {
      const t = c.ref.target as Component;
      x.add({ symbol: x.symbol(c), type: 'Microsoft.Network/privateEndpoints', apiVersion: NET, name: `pe-${azName(c)}`, body: { location: x.location(), properties: { subnet: { id: x.ref(x.symbol(c.ref.subnet as Component)) }, privateLinkServiceConnections: [{ name: 'connection', properties: { privateLinkServiceId: x.ref(x.symbol(t)), groupIds: [t.kind === 'azure.key_vault' ? 'vault' : 'blob'] } }] } } });
    },
  },
  {
    kind: 'azure.route_table',
    label: 'main',
    title: 'Route table',
    tfType: 'azurerm_route_table',
    needs: (c, plan) => void subnetFor(c, plan),
    tf: (c, x) => {
      x.primary(c, { name: `rt-${azName(c)}`, ...placed(c, x), bgp_route_propagation_enabled: true, tags: tags(c) });
      x.resource('azurerm_subnet_route_table_association', c.id, { subnet_id: x.ref(c.ref.subnet as Component), route_table_id: x.ref(c) });
    },
    arm: (c, x) => {
      x.add({ symbol: x.symbol(c), type: 'Microsoft.Network/routeTables', apiVersion: NET, name: `rt-${azName(c)}`, body: { location: x.location(), properties: { disableBgpRoutePropagation: false, routes: [] } } });
    },
  },
  {
    kind: 'azure.dns_zone',
    label: 'main',
    title: 'DNS zone',
    tfType: 'azurerm_dns_zone',
    needs: inGroup,
    tf: (c, x) => {
      x.primary(c, { name: c.attrs.domain ?? 'example.com', resource_group_name: x.ref(c.ref.group as Component, 'name'), tags: tags(c) });
      x.output(`${c.id}_name_servers`, x.ref(c, 'name_servers'), 'Delegate the domain to these name servers');
    },
    arm: (c, x) => {
      x.add({ symbol: x.symbol(c), type: 'Microsoft.Network/dnsZones', apiVersion: '2018-05-01', name: c.attrs.domain ?? 'example.com', body: { location: 'global', properties: {} } });
    },
  },
  {
    kind: 'azure.dns_a_record',
    label: 'www',
    title: 'DNS A record',
    tfType: 'azurerm_dns_a_record',
    needs: (c, plan) => {
      inGroup(c, plan);
      c.ref.zone = plan.ensure('azure.dns_zone', 'the zone the record belongs to', { label: 'main' });
      c.ref.ip = plan.first('azure.public_ip') ?? plan.add('azure.public_ip', { implicit: 'the address the record points at', label: c.id });
    },
    tf: (c, x) => {
      x.primary(c, { name: 'www', zone_name: x.ref(c.ref.zone as Component, 'name'), resource_group_name: x.ref(c.ref.group as Component, 'name'), ttl: 300, target_resource_id: x.ref(c.ref.ip as Component) });
    },
    arm: (c, x) => {
      const zone = c.ref.zone as Component;
      x.add({ symbol: x.symbol(c), type: 'Microsoft.Network/dnsZones/A', apiVersion: '2018-05-01', name: `${zone.attrs.domain ?? 'example.com'}/www`, body: { properties: { TTL: 300, targetResource: { id: x.ref(x.symbol(c.ref.ip as Component)) } } }, dependsOn: [x.symbol(zone)] });
    },
  },
  {
    kind: 'azure.application_gateway',
    label: 'main',
    title: 'Application gateway (WAF v2)',
    tfType: 'azurerm_application_gateway',
    needs: (c, plan) => {
      // The gateway needs a subnet of its own; the certificate comes from Key Vault through an identity.
      const s = subnetFor(c, plan, 'appgw');
      s.config.purpose = 'appgw';
      c.ref.ip = plan.add('azure.public_ip', { implicit: 'the public frontend of the application gateway', label: `${c.id}_appgw` });
      c.ref.identity = plan.first('azure.user_assigned_identity') ?? plan.add('azure.user_assigned_identity', { implicit: 'reads the TLS certificate from Key Vault', label: `${c.id}_appgw` });
    },
    tf: (c, x) => {
      const cert = x.variable('appgw_certificate_secret_id', { type: 'string', description: 'Key Vault secret id of the TLS certificate for the HTTPS listener' });
      x.primary(c, {
        name: `agw-${azName(c)}`,
        ...placed(c, x),
        zones: ['1', '2', '3'],
        sku: block({ name: 'WAF_v2', tier: 'WAF_v2' }),
        autoscale_configuration: block({ min_capacity: c.attrs.min ?? 1, max_capacity: Math.max(c.attrs.min ?? 1, c.attrs.max ?? 3) }),
        identity: block({ type: 'UserAssigned', identity_ids: [x.ref(c.ref.identity as Component)] }),
        gateway_ip_configuration: block({ name: 'gateway', subnet_id: x.ref(c.ref.subnet as Component) }),
        frontend_ip_configuration: block({ name: 'public', public_ip_address_id: x.ref(c.ref.ip as Component) }),
        frontend_port: [block({ name: 'https', port: 443 }), block({ name: 'http', port: 80 })],
        ssl_certificate: block({ name: 'tls', key_vault_secret_id: cert }),
        ssl_policy: block({ policy_type: 'Predefined', policy_name: 'AppGwSslPolicy20220101' }),
        backend_address_pool: block({ name: 'backend' }),
        backend_http_settings: block({ name: 'https', cookie_based_affinity: 'Disabled', port: 443, protocol: 'Https', request_timeout: 30, pick_host_name_from_backend_address: true }),
        http_listener: [block({ name: 'https', frontend_ip_configuration_name: 'public', frontend_port_name: 'https', protocol: 'Https', ssl_certificate_name: 'tls' }), block({ name: 'http', frontend_ip_configuration_name: 'public', frontend_port_name: 'http', protocol: 'Http' })],
        redirect_configuration: block({ name: 'to-https', redirect_type: 'Permanent', target_listener_name: 'https', include_path: true, include_query_string: true }),
        request_routing_rule: [
          block({ name: 'https', priority: 100, rule_type: 'Basic', http_listener_name: 'https', backend_address_pool_name: 'backend', backend_http_settings_name: 'https' }),
          block({ name: 'http-redirect', priority: 200, rule_type: 'Basic', http_listener_name: 'http', redirect_configuration_name: 'to-https' }),
        ],
        waf_configuration: block({ enabled: true, firewall_mode: 'Prevention', rule_set_type: 'OWASP', rule_set_version: '3.2' }),
        tags: tags(c),
      }, 'WAF in prevention mode, TLS 1.2+ policy, HTTP redirected to HTTPS.');
    },
    arm: (c, x) => {
      const name = `agw-${azName(c)}`;
      const sub = (type: string, child: string) => new ArmExpr(`resourceId('Microsoft.Network/applicationGateways/${type}', '${name}', '${child}')`, `resourceId('Microsoft.Network/applicationGateways/${type}', '${name}', '${child}')`);
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Network/applicationGateways',
        apiVersion: NET,
        name,
        body: {
          location: x.location(),
          zones: ['1', '2', '3'],
          identity: { type: 'UserAssigned', userAssignedIdentities: { [refKey(x.symbol(c.ref.identity as Component))]: {} } },
          properties: {
            sku: { name: 'WAF_v2', tier: 'WAF_v2' },
            autoscaleConfiguration: { minCapacity: c.attrs.min ?? 1, maxCapacity: Math.max(c.attrs.min ?? 1, c.attrs.max ?? 3) },
            gatewayIPConfigurations: [{ name: 'gateway', properties: { subnet: { id: x.ref(x.symbol(c.ref.subnet as Component)) } } }],
            frontendIPConfigurations: [{ name: 'public', properties: { publicIPAddress: { id: x.ref(x.symbol(c.ref.ip as Component)) } } }],
            frontendPorts: [{ name: 'https', properties: { port: 443 } }],
            sslCertificates: [{ name: 'tls', properties: { keyVaultSecretId: x.param('appGwCertificateSecretId', { type: 'string', description: 'Key Vault secret id of the TLS certificate' }) } }],
            sslPolicy: { policyType: 'Predefined', policyName: 'AppGwSslPolicy20220101' },
            backendAddressPools: [{ name: 'backend' }],
            backendHttpSettingsCollection: [{ name: 'https', properties: { port: 443, protocol: 'Https', cookieBasedAffinity: 'Disabled', requestTimeout: 30, pickHostNameFromBackendAddress: true } }],
            httpListeners: [{ name: 'https', properties: { frontendIPConfiguration: { id: sub('frontendIPConfigurations', 'public') }, frontendPort: { id: sub('frontendPorts', 'https') }, protocol: 'Https', sslCertificate: { id: sub('sslCertificates', 'tls') } } }],
            requestRoutingRules: [{ name: 'https', properties: { priority: 100, ruleType: 'Basic', httpListener: { id: sub('httpListeners', 'https') }, backendAddressPool: { id: sub('backendAddressPools', 'backend') }, backendHttpSettings: { id: sub('backendHttpSettingsCollection', 'https') } } }],
            webApplicationFirewallConfiguration: { enabled: true, firewallMode: 'Prevention', ruleSetType: 'OWASP', ruleSetVersion: '3.2' },
          },
        },
        dependsOn: [x.symbol(c.ref.identity as Component)],
      });
    },
  },
];
