import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_application_gateway',
  write: (c, x) => {
    const { name, sku, wafPolicy, autoscale, sslPolicy, backend, waf } = decide(c, x.plan);
    // The secret the request named (its versionless id, so a renewed certificate is picked up), else one given.
    const named = c.ref.certificate as Component | undefined;
    const cert = named
      ? x.ref(named, 'versionless_id')
      : x.variable('appgw_certificate_secret_id', {
          type: 'string',
          description: 'Key Vault secret id of the TLS certificate for the HTTPS listener',
        });
    x.primary(
      c,
      {
        name,
        ...placed(c, x),
        zones: ['1', '2', '3'],
        sku: block({ name: sku, tier: sku }),
        autoscale_configuration: block({
          min_capacity: autoscale.min,
          max_capacity: autoscale.max,
        }),
        identity: block({ type: 'UserAssigned', identity_ids: [x.ref(c.ref.identity as Component)] }),
        gateway_ip_configuration: block({ name: 'gateway', subnet_id: x.ref(c.ref.subnet as Component) }),
        frontend_ip_configuration: block({ name: 'public', public_ip_address_id: x.ref(c.ref.ip as Component) }),
        frontend_port: [block({ name: 'https', port: 443 }), block({ name: 'http', port: 80 })],
        ssl_certificate: block({ name: 'tls', key_vault_secret_id: cert }),
        ssl_policy: block({ policy_type: 'Predefined', policy_name: sslPolicy }),
        backend_address_pool: block({ name: 'backend' }),
        backend_http_settings: block({
          name: 'https',
          cookie_based_affinity: 'Disabled',
          port: backend.port,
          protocol: backend.protocol,
          request_timeout: backend.timeout,
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
        firewall_policy_id: wafPolicy ? expr(`azurerm_web_application_firewall_policy.${wafPolicy.id}.id`) : undefined,
        waf_configuration: waf
          ? block({ enabled: true, firewall_mode: waf.mode, rule_set_type: waf.rules, rule_set_version: waf.version })
          : undefined,
        tags: tags(c),
        // Its certificate is loaded as it starts: the grant that lets it read the vault comes first.
        depends_on: c.ref.certificateGrant ? [expr(x.addr(c.ref.certificateGrant as Component))] : undefined,
      },
      'WAF in prevention mode, TLS 1.2+ policy, HTTP redirected to HTTPS.',
    );
  },
};
