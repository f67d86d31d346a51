import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { ORIGIN_KINDS, frontDoorTier, privateOrigin } from '../front-door';
import { globalName, tags } from '../terraform/common';
import { originHost } from '../terraform/front-door';
import { ownName } from '../naming';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_cdn_frontdoor_profile',
  write: (c, x) => {
    const origin = c.ref.origin as Component | undefined;
    const pls = c.ref.privateLinkService as Component | undefined;
    x.primary(c, {
      name: ownName(c, 'afd'),
      resource_group_name: x.ref(c.ref.group as Component, 'name'),
      sku_name: `${frontDoorTier(c)}_AzureFrontDoor`,
      tags: tags(c),
    });
    const endpoint = x.resource('azurerm_cdn_frontdoor_endpoint', c.id, {
      name: globalName(c, x, 46, 'label'),
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
};
