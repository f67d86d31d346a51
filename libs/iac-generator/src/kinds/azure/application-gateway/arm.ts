import { NET } from '../arm/network';
import { type Component } from '../../../model/types';
import { ArmExpr, type ArmWriter, refKey } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, sku, wafPolicy, autoscale, sslPolicy, backend, waf } = decide(c, x.plan);
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
        sku: { name: sku, tier: sku },
        autoscaleConfiguration: {
          minCapacity: autoscale.min,
          maxCapacity: autoscale.max,
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
        sslPolicy: { policyType: 'Predefined', policyName: sslPolicy },
        backendAddressPools: [{ name: 'backend' }],
        backendHttpSettingsCollection: [
          {
            name: 'https',
            properties: {
              port: backend.port,
              protocol: backend.protocol,
              cookieBasedAffinity: 'Disabled',
              requestTimeout: backend.timeout,
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
        webApplicationFirewallConfiguration: waf
          ? { enabled: true, firewallMode: waf.mode, ruleSetType: waf.rules, ruleSetVersion: waf.version }
          : undefined,
      },
      // Its certificate is loaded as it starts: the grant that lets it read the vault comes first.
      dependsOn: [
        x.symbol(c.ref.identity as Component),
        ...(wafPolicy ? [x.symbol(wafPolicy)] : []),
        ...(c.ref.certificateGrant ? [x.symbol(c.ref.certificateGrant as Component)] : []),
      ],
    });
  },
};
