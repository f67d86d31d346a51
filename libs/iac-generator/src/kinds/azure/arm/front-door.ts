/** Azure Front Door, Private Link services and WAF policies as ARM resources (Bicep is printed from the same). */
import { type Component } from '../../../model/types';
import { alnum } from '../../../model/names';
import { ArmExpr, armQuote, type ArmContext, type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { type ArmVersions } from '../../../schema-types';
import { frontDoorTier, ORIGIN_KINDS, privateOrigin } from '../front-door';

const CDN = '2023-05-01';

/**
 * A property of another resource of the template, in both spellings (ARM reads it with
 * reference(), at an apiVersion the type has).
 */
function propertyOf<T extends string>(
  x: ArmContext,
  sym: string,
  type: T,
  apiVersion: NoInfer<ArmVersions[T]>,
  path: string,
): ArmExpr {
  const name = x.nameOf(sym, sym);
  const armName = typeof name === 'string' ? armQuote(name) : name.inner;
  return new ArmExpr(
    `reference(resourceId('${type}', ${armName}), '${apiVersion}').${path}`,
    `${sym}.properties.${path}`,
  );
}

/** The host name Front Door forwards to: the origin's own, or one the user supplies. */
function originHost(origin: Component | undefined, x: ArmContext): unknown {
  const sym = origin && x.symbol(origin);
  if (sym && (origin?.kind === 'azure.linux_web_app' || origin?.kind === 'azure.linux_function_app'))
    return propertyOf(x, sym, 'Microsoft.Web/sites', '2022-09-01', 'defaultHostName');
  if (sym && origin?.kind === 'azure.lb')
    return propertyOf(
      x,
      sym,
      'Microsoft.Network/loadBalancers',
      '2023-09-01',
      'frontendIPConfigurations[0].properties.privateIPAddress',
    );
  return x.param('originHostName', { type: 'string', description: 'Host name of the origin Front Door serves' });
}

export const FRONT_DOOR_ARM: Record<string, ArmWriter> = {
  'azure.cdn_frontdoor_profile': {
    write: (c, x) => {
      const origin = c.ref.origin as Component | undefined;
      const pls = c.ref.privateLinkService as Component | undefined;
      const name = `afd-${azName(c)}`;
      const profile = x.resource(c, 'Microsoft.Cdn/profiles', CDN, {
        name,
        location: 'global',
        sku: { name: `${frontDoorTier(c)}_AzureFrontDoor` },
      });
      const endpointName = `${name}/${azName(c, 40)}`;
      const endpoint = x.resource(x.symbol(c, 'endpoint'), 'Microsoft.Cdn/profiles/afdEndpoints', CDN, {
        name: endpointName,
        location: 'global',
        properties: { enabledState: 'Enabled' },
        dependsOn: [profile],
      });
      const group = x.resource(x.symbol(c, 'originGroup'), 'Microsoft.Cdn/profiles/originGroups', CDN, {
        name: `${name}/origins`,
        properties: {
          loadBalancingSettings: { sampleSize: 4, successfulSamplesRequired: 3 },
          healthProbeSettings: {
            probePath: '/',
            probeRequestType: 'HEAD',
            probeProtocol: 'Https',
            probeIntervalInSeconds: 60,
          },
        },
        dependsOn: [profile],
      });
      // A private origin is approved on its side (the service's private endpoint connections) before traffic flows.
      const target = pls ?? origin;
      const sharedPrivateLinkResource =
        privateOrigin(c) && target && origin && c.attrs.flags.has('privateLink')
          ? {
              privateLink: { id: x.ref(x.symbol(target)) },
              groupId: ORIGIN_KINDS[origin.kind],
              privateLinkLocation: x.location(),
              requestMessage: 'Front Door private origin',
            }
          : undefined;
      const o = x.resource(x.symbol(c, 'origin'), 'Microsoft.Cdn/profiles/originGroups/origins', CDN, {
        name: `${name}/origins/origin`,
        properties: {
          hostName: originHost(origin, x),
          httpPort: 80,
          httpsPort: 443,
          priority: 1,
          weight: 1000,
          enabledState: 'Enabled',
          enforceCertificateNameCheck: true,
          sharedPrivateLinkResource,
        },
        dependsOn: [group, ...(target ? [x.symbol(target)] : [])],
      });
      x.resource(x.symbol(c, 'route'), 'Microsoft.Cdn/profiles/afdEndpoints/routes', CDN, {
        name: `${endpointName}/default`,
        properties: {
          originGroup: { id: x.ref(group) },
          supportedProtocols: ['Http', 'Https'],
          patternsToMatch: ['/*'],
          forwardingProtocol: 'HttpsOnly',
          linkToDefaultDomain: 'Enabled',
          httpsRedirect: 'Enabled',
        },
        dependsOn: [endpoint, o],
      });
    },
  },
  'azure.private_link_service': {
    write: (c, x) => {
      const lb = c.ref.lb as Component | undefined;
      const subnet = c.ref.subnet as Component;
      const lbName = lb && `lb-${azName(lb)}`;
      x.resource(c, 'Microsoft.Network/privateLinkServices', '2023-09-01', {
        name: `pls-${azName(c)}`,
        location: x.location(),
        properties: {
          loadBalancerFrontendIpConfigurations: lbName
            ? [
                {
                  // A frontend is part of the balancer's body: its id is the balancer's id with its name after it.
                  id: new ArmExpr(
                    `format('{0}/frontendIPConfigurations/frontend', resourceId('Microsoft.Network/loadBalancers', '${lbName}'))`,
                    `'\${${x.symbol(lb!)}.id}/frontendIPConfigurations/frontend'`,
                  ),
                },
              ]
            : [],
          ipConfigurations: [
            {
              name: 'primary',
              properties: {
                primary: true,
                privateIPAllocationMethod: 'Dynamic',
                privateIPAddressVersion: 'IPv4',
                subnet: { id: x.ref(x.symbol(subnet)) },
              },
            },
          ],
        },
        dependsOn: [x.symbol(subnet), ...(lb ? [x.symbol(lb)] : [])],
      });
    },
  },
  'azure.waf_policy': {
    write: (c, x) => {
      const fd = c.ref.frontDoor as Component | undefined;
      if (!fd) {
        // Without Front Door the policy is a regional one, for application gateways.
        x.resource(c, 'Microsoft.Network/ApplicationGatewayWebApplicationFirewallPolicies', '2023-09-01', {
          name: `waf-${azName(c)}`,
          location: x.location(),
          properties: {
            policySettings: { state: 'Enabled', mode: c.attrs.wafMode ?? 'Prevention', requestBodyCheck: true },
            managedRules: { managedRuleSets: [{ ruleSetType: 'OWASP', ruleSetVersion: '3.2' }] },
          },
        });
        return;
      }
      const policy = x.resource(c, 'Microsoft.Network/FrontDoorWebApplicationFirewallPolicies', '2022-05-01', {
        name: `waf${alnum(c, 40)}`,
        location: 'Global',
        sku: { name: `${frontDoorTier(fd)}_AzureFrontDoor` },
        properties: {
          policySettings: { enabledState: 'Enabled', mode: c.attrs.wafMode ?? 'Prevention' },
          managedRules: {
            managedRuleSets: [
              { ruleSetType: 'Microsoft_DefaultRuleSet', ruleSetVersion: '2.1', ruleSetAction: 'Block' },
              { ruleSetType: 'Microsoft_BotManagerRuleSet', ruleSetVersion: '1.1', ruleSetAction: 'Block' },
            ],
          },
        },
      });
      const endpoint = x.symbol(fd, 'endpoint');
      x.resource(x.symbol(c, 'security'), 'Microsoft.Cdn/profiles/securityPolicies', CDN, {
        name: `afd-${azName(fd)}/${azName(c)}-waf`,
        properties: {
          parameters: {
            type: 'WebApplicationFirewall',
            wafPolicy: { id: x.ref(policy) },
            associations: [{ domains: [{ id: x.ref(endpoint) }], patternsToMatch: ['/*'] }],
          },
        },
        dependsOn: [x.symbol(fd), endpoint, policy],
      });
    },
  },
};
