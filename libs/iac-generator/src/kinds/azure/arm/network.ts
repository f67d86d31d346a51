/** Virtual networks, subnets, NSGs, public IPs, NAT, load balancing and private endpoints as ARM resources. */
import { type Component } from '../../../model/types';
import { ArmExpr, refKey, type ArmWriter } from '../../../render/azure/arm-context';
import { recordTtl, statedRecord } from '../../dns';
import { writeStatedRecordSet } from './dns';
import {
  azName,
  bastionSku,
  ENDPOINT_TARGETS,
  gatewaySku,
  securityRules,
  subnetIndex,
  subnetName,
  subnetRange,
  takesSecurityGroup,
  vnetRange,
} from '../common';

const NET = '2023-09-01';

export const NETWORK_ARM: Record<string, ArmWriter> = {
  // ARM and Bicep deploy into a resource group named at deployment time, not one they create.
  'azure.resource_group': {
    write: (_c, x) => x.note('the target resource group (az deployment group create -g <group>)'),
  },
  'azure.virtual_network': {
    write: (c, x) => {
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Network/virtualNetworks',
        apiVersion: NET,
        name: `vnet-${azName(c)}`,
        body: {
          location: x.location(),
          tags: x.tags(c),
          properties: { addressSpace: { addressPrefixes: [vnetRange(c)] } },
        },
      });
    },
  },
  'azure.subnet': {
    write: (c, x) => {
      const i = subnetIndex(c, x.plan.all('azure.subnet'));
      const vnet = c.ref.vnet as Component;
      const nsg = takesSecurityGroup(c) ? x.plan.first('azure.network_security_group') : undefined;
      // A NAT gateway attached to this subnet is set on the subnet itself in ARM.
      const nat = x.plan.all('azure.nat_gateway').find((n) => n.ref.subnet === c);
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Network/virtualNetworks/subnets',
        apiVersion: NET,
        name: `vnet-${azName(vnet)}/${subnetName(c)}`,
        body: {
          properties: {
            addressPrefix: subnetRange(c, x.plan.all('azure.subnet')),
            privateEndpointNetworkPolicies: 'Enabled',
            // A Private Link service takes its NAT addresses from a subnet with Private Link service policies off.
            privateLinkServiceNetworkPolicies: c.config.privateLinkService ? 'Disabled' : undefined,
            networkSecurityGroup: nsg ? { id: x.ref(x.symbol(nsg)) } : undefined,
            natGateway: nat ? { id: x.ref(x.symbol(nat)) } : undefined,
            delegations: c.config.delegation
              ? [{ name: 'delegation', properties: { serviceName: String(c.config.delegation) } }]
              : undefined,
          },
        },
        dependsOn: [
          x.symbol(vnet),
          ...(nat ? [x.symbol(nat)] : []),
          ...x.plan
            .all('azure.subnet')
            .slice(0, i)
            .map((s) => x.symbol(s)),
        ],
      });
    },
  },
  'azure.network_security_group': {
    write: (c, x) => {
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Network/networkSecurityGroups',
        apiVersion: NET,
        name: `nsg-${azName(c)}`,
        body: {
          location: x.location(),
          tags: x.tags(c),
          properties: {
            securityRules: securityRules(c).map((r) => ({
              name: r.name,
              properties: {
                priority: r.priority,
                direction: 'Inbound',
                access: r.access,
                protocol: 'Tcp',
                sourcePortRange: '*',
                destinationPortRange: String(r.port),
                sourceAddressPrefix: r.source,
                destinationAddressPrefix: '*',
              },
            })),
          },
        },
      });
    },
  },
  'azure.public_ip': {
    write: (c, x) => {
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Network/publicIPAddresses',
        apiVersion: NET,
        name: `pip-${azName(c)}`,
        body: {
          location: x.location(),
          sku: { name: 'Standard' },
          zones: ['1', '2', '3'],
          tags: x.tags(c),
          properties: { publicIPAllocationMethod: 'Static' },
        },
      });
    },
  },
  'azure.nat_gateway': {
    write: (c, x) => {
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Network/natGateways',
        apiVersion: NET,
        name: `ng-${azName(c)}`,
        body: {
          location: x.location(),
          sku: { name: 'Standard' },
          properties: { publicIpAddresses: [{ id: x.ref(x.symbol(c.ref.ip as Component)) }] },
        },
      });
    },
  },
  'azure.lb': {
    write: (c, x) => {
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
            frontendIPConfigurations: [
              {
                name: 'frontend',
                properties: ip
                  ? { publicIPAddress: { id: x.ref(x.symbol(ip)) } }
                  : {
                      subnet: { id: x.ref(x.symbol(c.ref.subnet as Component)) },
                      privateIPAllocationMethod: 'Dynamic',
                    },
              },
            ],
            backendAddressPools: [{ name: 'backend' }],
            probes: [
              { name: 'https', properties: { protocol: 'Tcp', port: 443, intervalInSeconds: 15, numberOfProbes: 2 } },
            ],
          },
        },
      });
    },
  },
  'azure.private_endpoint': {
    write: (c, x) => {
      const t = c.ref.target as Component;
      const endpoint = ENDPOINT_TARGETS[t.kind] ?? ENDPOINT_TARGETS['azure.storage_account'];
      const subnet = c.ref.subnet as Component;
      // Clients in the network resolve the service's name to the endpoint through this zone.
      const zone = x.add({
        symbol: x.symbol(c, 'zone'),
        type: 'Microsoft.Network/privateDnsZones',
        apiVersion: '2020-06-01',
        name: endpoint.zone,
        body: { location: 'global' },
      });
      x.add({
        symbol: x.symbol(c, 'zoneLink'),
        type: 'Microsoft.Network/privateDnsZones/virtualNetworkLinks',
        apiVersion: '2020-06-01',
        name: `${endpoint.zone}/${azName(c, 40)}-link`,
        body: {
          location: 'global',
          properties: {
            registrationEnabled: false,
            virtualNetwork: { id: x.ref(x.symbol(subnet.ref.vnet as Component)) },
          },
        },
        dependsOn: [zone],
      });
      const pe = x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Network/privateEndpoints',
        apiVersion: NET,
        name: `pe-${azName(c)}`,
        body: {
          location: x.location(),
          properties: {
            subnet: { id: x.ref(x.symbol(subnet)) },
            privateLinkServiceConnections: [
              {
                name: 'connection',
                properties: { privateLinkServiceId: x.ref(x.symbol(t)), groupIds: [endpoint.group] },
              },
            ],
          },
        },
      });
      x.add({
        symbol: x.symbol(c, 'dnsGroup'),
        type: 'Microsoft.Network/privateEndpoints/privateDnsZoneGroups',
        apiVersion: NET,
        name: `pe-${azName(c)}/default`,
        body: {
          properties: {
            privateDnsZoneConfigs: [{ name: 'default', properties: { privateDnsZoneId: x.ref(zone) } }],
          },
        },
        dependsOn: [pe],
      });
    },
  },
  'azure.route_table': {
    write: (c, x) => {
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Network/routeTables',
        apiVersion: NET,
        name: `rt-${azName(c)}`,
        body: { location: x.location(), properties: { disableBgpRoutePropagation: false, routes: [] } },
      });
    },
  },
  'azure.dns_zone': {
    write: (c, x) => {
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Network/dnsZones',
        apiVersion: '2018-05-01',
        name: c.attrs.domain ?? 'example.com',
        body: { location: 'global', properties: {} },
      });
    },
  },
  'azure.dns_a_record': {
    write: (c, x) => {
      const stated = statedRecord(c);
      if (stated) return writeStatedRecordSet(c, x, stated);
      const zone = c.ref.zone as Component;
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Network/dnsZones/A',
        apiVersion: '2018-05-01',
        name: `${zone.attrs.domain ?? 'example.com'}/www`,
        body: { properties: { TTL: recordTtl(c), targetResource: { id: x.ref(x.symbol(c.ref.ip as Component)) } } },
        dependsOn: [x.symbol(zone)],
      });
    },
  },
  'azure.bastion_host': {
    write: (c, x) => {
      const sku = bastionSku(c);
      const subnet = c.ref.subnet as Component;
      const ip = c.ref.ip as Component;
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Network/bastionHosts',
        apiVersion: NET,
        name: `bas-${azName(c)}`,
        body: {
          location: x.location(),
          sku: { name: sku },
          tags: x.tags(c),
          properties: {
            enableTunneling: sku === 'Standard' || sku === 'Premium' ? true : undefined,
            ipConfigurations: [
              {
                name: 'bastion',
                properties: {
                  subnet: { id: x.ref(x.symbol(subnet)) },
                  publicIPAddress: { id: x.ref(x.symbol(ip)) },
                },
              },
            ],
          },
        },
        dependsOn: [x.symbol(subnet), x.symbol(ip)],
      });
    },
  },
  'azure.application_gateway': {
    write: (c, x) => {
      const name = `agw-${azName(c)}`;
      // A WAF policy asked for beside the gateway (and no Front Door) is the gateway's policy.
      const wafPolicy = x.plan.all('azure.waf_policy').find((w) => w.ref.gateway === c);
      // A gateway's listeners, pools and settings are parts of its own body, not resource types of
      // their own: their ids are the gateway's id with the collection and name after it.
      const gateway = `resourceId('Microsoft.Network/applicationGateways', '${name}')`;
      const sub = (type: string, child: string) =>
        new ArmExpr(`format('{0}/${type}/${child}', ${gateway})`, `'\${${gateway}}/${type}/${child}'`);
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Network/applicationGateways',
        apiVersion: NET,
        name,
        body: {
          location: x.location(),
          zones: ['1', '2', '3'],
          identity: {
            type: 'UserAssigned',
            userAssignedIdentities: { [refKey(x.symbol(c.ref.identity as Component))]: {} },
          },
          properties: {
            sku: { name: gatewaySku(c), tier: gatewaySku(c) },
            autoscaleConfiguration: {
              minCapacity: c.attrs.min ?? 1,
              maxCapacity: Math.max(c.attrs.min ?? 1, c.attrs.max ?? 3),
            },
            gatewayIPConfigurations: [
              { name: 'gateway', properties: { subnet: { id: x.ref(x.symbol(c.ref.subnet as Component)) } } },
            ],
            frontendIPConfigurations: [
              { name: 'public', properties: { publicIPAddress: { id: x.ref(x.symbol(c.ref.ip as Component)) } } },
            ],
            frontendPorts: [{ name: 'https', properties: { port: 443 } }],
            sslCertificates: [
              {
                name: 'tls',
                properties: {
                  keyVaultSecretId: x.param('appGwCertificateSecretId', {
                    type: 'string',
                    description: 'Key Vault secret id of the TLS certificate',
                  }),
                },
              },
            ],
            sslPolicy: { policyType: 'Predefined', policyName: 'AppGwSslPolicy20220101' },
            backendAddressPools: [{ name: 'backend' }],
            backendHttpSettingsCollection: [
              {
                name: 'https',
                properties: {
                  port: 443,
                  protocol: 'Https',
                  cookieBasedAffinity: 'Disabled',
                  requestTimeout: 30,
                  pickHostNameFromBackendAddress: true,
                },
              },
            ],
            httpListeners: [
              {
                name: 'https',
                properties: {
                  frontendIPConfiguration: { id: sub('frontendIPConfigurations', 'public') },
                  frontendPort: { id: sub('frontendPorts', 'https') },
                  protocol: 'Https',
                  sslCertificate: { id: sub('sslCertificates', 'tls') },
                },
              },
            ],
            requestRoutingRules: [
              {
                name: 'https',
                properties: {
                  priority: 100,
                  ruleType: 'Basic',
                  httpListener: { id: sub('httpListeners', 'https') },
                  backendAddressPool: { id: sub('backendAddressPools', 'backend') },
                  backendHttpSettings: { id: sub('backendHttpSettingsCollection', 'https') },
                },
              },
            ],
            firewallPolicy: wafPolicy ? { id: x.ref(x.symbol(wafPolicy)) } : undefined,
            webApplicationFirewallConfiguration:
              gatewaySku(c) === 'WAF_v2' && !wafPolicy
                ? {
                    enabled: true,
                    firewallMode: c.attrs.wafMode ?? 'Prevention',
                    ruleSetType: 'OWASP',
                    ruleSetVersion: '3.2',
                  }
                : undefined,
          },
        },
        dependsOn: [x.symbol(c.ref.identity as Component), ...(wafPolicy ? [x.symbol(wafPolicy)] : [])],
      });
    },
  },
};
