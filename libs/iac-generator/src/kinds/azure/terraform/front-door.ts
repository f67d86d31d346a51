/** Azure Front Door, Private Link services and WAF policies as hashicorp/azurerm resources. */
import { type Component } from '../../../model/types';
import { block, expr } from '../../../model/hcl';
import { alnum } from '../../../model/names';
import { type TerraformWriter, type TfContext } from '../../../render/terraform/context';
import { azName } from '../common';
import { frontDoorTier, ORIGIN_KINDS, privateOrigin } from '../front-door';
import { globalName, placed, tags } from './common';

/** The host name Front Door forwards to: the origin's own, or one the user supplies. */
function originHost(origin: Component | undefined, x: TfContext) {
  if (!origin)
    return x.variable('origin_host_name', { type: 'string', description: 'Host name of the origin Front Door serves' });
  if (origin.kind === 'azure.storage_account') return x.ref(origin, 'primary_web_host');
  if (origin.kind === 'azure.lb') return expr(`${x.addr(origin)}.frontend_ip_configuration[0].private_ip_address`);
  if (origin.kind === 'azure.container_app') return x.ref(origin, 'latest_revision_fqdn');
  if (origin.kind === 'azure.application_gateway')
    return x.variable('origin_host_name', { type: 'string', description: 'Host name of the application gateway' });
  return x.ref(origin, 'default_hostname');
}

export const FRONT_DOOR_TERRAFORM: Record<string, TerraformWriter> = {
  'azure.cdn_frontdoor_profile': {
    resourceType: 'azurerm_cdn_frontdoor_profile',
    write: (c, x) => {
      const origin = c.ref.origin as Component | undefined;
      const pls = c.ref.privateLinkService as Component | undefined;
      x.primary(c, {
        name: `afd-${azName(c)}`,
        resource_group_name: x.ref(c.ref.group as Component, 'name'),
        sku_name: `${frontDoorTier(c)}_AzureFrontDoor`,
        tags: tags(c),
      });
      const endpoint = x.resource('azurerm_cdn_frontdoor_endpoint', c.id, {
        name: globalName(c, x, 46),
        cdn_frontdoor_profile_id: x.ref(c),
      });
      const group = x.resource('azurerm_cdn_frontdoor_origin_group', c.id, {
        name: 'origins',
        cdn_frontdoor_profile_id: x.ref(c),
        load_balancing: block({ sample_size: 4, successful_samples_required: 3 }),
        health_probe: block({ protocol: 'Https', interval_in_seconds: 60, path: '/', request_type: 'HEAD' }),
      });
      // A private origin is approved on its side (the service's private endpoint connections) before traffic flows.
      const privateLink =
        privateOrigin(c) && origin && c.attrs.flags.has('privateLink')
          ? block({
              request_message: 'Front Door private origin',
              target_type: ORIGIN_KINDS[origin.kind],
              location: x.ref(c.ref.group as Component, 'location'),
              private_link_target_id: x.ref(pls ?? origin),
            })
          : undefined;
      const host = originHost(origin, x);
      const o = x.resource('azurerm_cdn_frontdoor_origin', c.id, {
        name: 'origin',
        cdn_frontdoor_origin_group_id: expr(`${group}.id`),
        enabled: true,
        host_name: host,
        origin_host_header: origin?.kind === 'azure.lb' ? undefined : host,
        http_port: 80,
        https_port: 443,
        priority: 1,
        weight: 1000,
        certificate_name_check_enabled: true,
        private_link: privateLink,
      });
      x.resource('azurerm_cdn_frontdoor_route', c.id, {
        name: 'default',
        cdn_frontdoor_endpoint_id: expr(`${endpoint}.id`),
        cdn_frontdoor_origin_group_id: expr(`${group}.id`),
        cdn_frontdoor_origin_ids: [expr(`${o}.id`)],
        supported_protocols: ['Http', 'Https'],
        patterns_to_match: ['/*'],
        forwarding_protocol: 'HttpsOnly',
        https_redirect_enabled: true,
        link_to_default_domain: true,
      });
      x.output(`${c.id}_endpoint_host`, expr(`${endpoint}.host_name`), 'Front Door endpoint host name');
    },
  },
  'azure.private_link_service': {
    resourceType: 'azurerm_private_link_service',
    write: (c, x) => {
      const lb = c.ref.lb as Component | undefined;
      x.primary(c, {
        name: `pls-${azName(c)}`,
        ...placed(c, x),
        load_balancer_frontend_ip_configuration_ids: lb
          ? [expr(`${x.addr(lb)}.frontend_ip_configuration[0].id`)]
          : undefined,
        nat_ip_configuration: block({
          name: 'primary',
          primary: true,
          private_ip_address_version: 'IPv4',
          subnet_id: x.ref(c.ref.subnet as Component),
        }),
        tags: tags(c),
      });
    },
  },
  'azure.waf_policy': {
    resourceType: 'azurerm_cdn_frontdoor_firewall_policy',
    write: (c, x) => {
      const fd = c.ref.frontDoor as Component | undefined;
      if (!fd) {
        // Without Front Door the policy is a regional one, for application gateways.
        x.resource(
          'azurerm_web_application_firewall_policy',
          c.id,
          {
            name: `waf-${azName(c)}`,
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
  },
};
