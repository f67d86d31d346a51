import { block, expr } from '../../../model/hcl';
import { alnum } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';
import { frontDoorTier } from '../front-door';
import { placed, tags } from '../terraform/common';
import { ownName } from '../naming';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_cdn_frontdoor_firewall_policy',
  write: (c, x) => {
    const fd = c.ref.frontDoor as Component | undefined;
    if (!fd) {
      // Without Front Door the policy is a regional one, for application gateways.
      x.resource(
        'azurerm_web_application_firewall_policy',
        c.id,
        {
          name: ownName(c, 'waf'),
          ...placed(c, x),
          policy_settings: block({ enabled: true, mode: c.attrs.wafMode ?? 'Prevention', request_body_check: true }),
          managed_rules: block({ managed_rule_set: block({ type: 'OWASP', version: '3.2' }) }),
          tags: tags(c),
        },
        'OWASP 3.2 managed rules in prevention mode.',
      );
      return;
    }
    const policy = x.primary(
      c,
      {
        name: `waf${alnum(c, 40)}`,
        resource_group_name: x.ref(c.ref.group as Component, 'name'),
        sku_name: `${frontDoorTier(fd)}_AzureFrontDoor`,
        mode: c.attrs.wafMode ?? 'Prevention',
        enabled: true,
        managed_rule: [
          block({ type: 'Microsoft_DefaultRuleSet', version: '2.1', action: 'Block' }),
          block({ type: 'Microsoft_BotManagerRuleSet', version: '1.1', action: 'Block' }),
        ],
        tags: tags(c),
      },
      'Default and bot managed rule sets, blocking in prevention mode.',
    );
    x.resource('azurerm_cdn_frontdoor_security_policy', c.id, {
      name: `${azName(c)}-waf`,
      cdn_frontdoor_profile_id: x.ref(fd),
      security_policies: block({
        firewall: block({
          cdn_frontdoor_firewall_policy_id: expr(`${policy}.id`),
          association: block({
            domain: block({ cdn_frontdoor_domain_id: expr(`azurerm_cdn_frontdoor_endpoint.${fd.id}.id`) }),
            patterns_to_match: ['/*'],
          }),
        }),
      }),
    });
  },
};
