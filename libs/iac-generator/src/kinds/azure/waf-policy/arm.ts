import { alnum } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { CDN } from '../arm/front-door';
import { azName } from '../common';
import { frontDoorTier } from '../front-door';
import { ownName } from '../naming';

export const arm: ArmWriter = {
  write: (c, x) => {
    const fd = c.ref.frontDoor as Component | undefined;
    if (!fd) {
      // Without Front Door the policy is a regional one, for application gateways.
      x.resource(c, 'Microsoft.Network/ApplicationGatewayWebApplicationFirewallPolicies', '2023-09-01', {
        name: ownName(c, 'waf'),
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
      name: `${ownName(fd, 'afd')}/${azName(c)}-waf`,
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
};
