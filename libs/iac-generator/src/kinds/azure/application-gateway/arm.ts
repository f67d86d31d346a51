import { NET } from '../arm/network';
import { type Component } from '../../../model/types';
import { ArmExpr, type ArmWriter, refKey } from '../../../render/azure/arm-context';
import { azName, gatewaySku } from '../common';

export const arm: ArmWriter = {
  write: (c, x) => {
    const name = `agw-${azName(c)}`;
    // A WAF policy asked for beside the gateway (and no Front Door) is the gateway's policy.
    const wafPolicy = x.plan.all('azure.waf_policy').find((w) => w.ref.gateway === c);
    // A gateway's listeners, pools and settings are parts of its own body, not resource types of
    // their own: their ids are the gateway's id with the collection and name after it.
    const gateway = `resourceId('Microsoft.Network/applicationGateways', '${name}')`;
    const sub = (type: string, child: string) =>
      new ArmExpr(`format('{0}/${type}/${child}', ${gateway})`, `'\${${gateway}}/${type}/${child}'`);
    x.resource(c, 'Microsoft.Network/applicationGateways', NET, {
      name,
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
      dependsOn: [x.symbol(c.ref.identity as Component), ...(wafPolicy ? [x.symbol(wafPolicy)] : [])],
    });
  },
};
