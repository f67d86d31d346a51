/** Load balancing, DNS, CDN, certificates, sign-in and WAF as hashicorp/aws resources. */
import { type Component } from '../../../model/types';
import { block, expr } from '../../../model/hcl';
import { dnsName } from '../common';
import { givenName } from '../../../model/names';
import { subnetIds } from './common';
import { type TerraformWriter } from '../../../render/terraform/context';
import { recordTtl, statedRecord } from '../../dns';
import { writeStatedRecord } from './dns';
import { lbType } from '../edge';

export const EDGE_TERRAFORM: Record<string, TerraformWriter> = {
  'aws.lb': {
    resourceType: 'aws_lb',
    write: (c, x) => {
      const type = lbType(c);
      const internal = c.attrs.flags.has('internal') || c.attrs.flags.has('private');
      const eips = x.plan.all('aws.eip');
      const subnets = (c.ref.subnets as Component[]) ?? [];
      const bucket = x.plan.all('aws.s3_bucket').find((b) => /log/.test(b.id));
      x.primary(c, {
        name: dnsName(c, 32),
        load_balancer_type: type,
        internal,
        security_groups: type === 'gateway' ? undefined : [x.ref(c.ref.securityGroup as Component)],
        subnets: type === 'network' && eips.length ? undefined : subnetIds(x, c),
        subnet_mapping:
          type === 'network' && eips.length
            ? subnets.map((s, i) => block({ subnet_id: x.ref(s), allocation_id: x.ref(eips[i % eips.length]) }))
            : undefined,
        drop_invalid_header_fields: type === 'application' ? true : undefined,
        enable_deletion_protection: c.attrs.flags.has('deletionProtection') || !internal,
        access_logs: bucket ? block({ bucket: x.ref(bucket), enabled: true }) : undefined,
      });
      x.output(`${c.id}_dns_name`, x.ref(c, 'dns_name'), `DNS name of load balancer ${givenName(c)}`);
    },
  },
  'aws.lb_target_group': {
    resourceType: 'aws_lb_target_group',
    write: (c, x) => {
      const lb = c.ref.lb as Component;
      const type = lbType(lb);
      const vpc = x.plan.first('aws.vpc');
      const ipTargets = /\bip\b/.test(String(c.config.targetType ?? ''));
      x.primary(c, {
        name_prefix: `${
          givenName(c)
            .replace(/[^A-Za-z0-9]/g, '')
            .slice(0, 5) || 'tg'
        }-`,
        port: type === 'gateway' ? 6081 : type === 'network' ? (lb.attrs.ports[0] ?? 80) : 80,
        protocol: type === 'gateway' ? 'GENEVE' : type === 'network' ? 'TCP' : 'HTTP',
        target_type: ipTargets ? 'ip' : 'instance',
        vpc_id: vpc ? x.ref(vpc) : undefined,
        health_check: block(
          type === 'gateway'
            ? { port: 80, protocol: 'HTTP' }
            : type === 'network'
              ? { protocol: 'TCP' }
              : { path: c.attrs.path ?? lb.attrs.path ?? '/', matcher: '200-399' },
        ),
        lifecycle: block({ create_before_destroy: true }),
      });
      for (const inst of x.plan.all('aws.instance')) {
        x.resource('aws_lb_target_group_attachment', inst.id, {
          target_group_arn: x.ref(c, 'arn'),
          target_id: ipTargets ? x.ref(inst, 'private_ip') : x.ref(inst),
          port: type === 'gateway' ? undefined : type === 'network' ? (lb.attrs.ports[0] ?? 80) : 80,
        });
      }
    },
  },
  'aws.lb_listener': {
    resourceType: 'aws_lb_listener',
    write: (c, x) => {
      const lb = c.ref.lb as Component;
      const type = lbType(lb);
      const tg = (lb.ref.targetGroup as Component | undefined) ?? x.plan.first('aws.lb_target_group');
      const cert = x.plan.first('aws.acm_certificate');
      const pool = x.plan.first('aws.cognito_user_pool');
      if (type === 'gateway') {
        x.primary(c, {
          load_balancer_arn: x.ref(lb, 'arn'),
          default_action: block({ type: 'forward', target_group_arn: x.ref(tg, 'arn') }),
        });
        return;
      }
      if (type === 'network') {
        x.primary(c, {
          load_balancer_arn: x.ref(lb, 'arn'),
          port: lb.attrs.ports[0] ?? 80,
          protocol: 'TCP',
          default_action: block({ type: 'forward', target_group_arn: x.ref(tg, 'arn') }),
        });
        return;
      }
      if (cert) {
        x.primary(c, {
          load_balancer_arn: x.ref(lb, 'arn'),
          port: 443,
          protocol: 'HTTPS',
          ssl_policy: 'ELBSecurityPolicy-TLS13-1-2-2021-06',
          certificate_arn: x.ref(cert, 'arn'),
          default_action: pool
            ? [
                block({
                  type: 'authenticate-cognito',
                  order: 1,
                  authenticate_cognito: block({
                    user_pool_arn: x.ref(pool, 'arn'),
                    user_pool_client_id: expr(`aws_cognito_user_pool_client.${pool.id}.id`),
                    user_pool_domain: expr(`aws_cognito_user_pool_domain.${pool.id}.domain`),
                  }),
                }),
                block({ type: 'forward', order: 2, target_group_arn: x.ref(tg, 'arn') }),
              ]
            : block({ type: 'forward', target_group_arn: x.ref(tg, 'arn') }),
        });
        x.resource(
          'aws_lb_listener',
          `${c.id}_redirect`,
          {
            load_balancer_arn: x.ref(lb, 'arn'),
            port: 80,
            protocol: 'HTTP',
            default_action: block({
              type: 'redirect',
              redirect: block({ port: '443', protocol: 'HTTPS', status_code: 'HTTP_301' }),
            }),
          },
          'Plain HTTP only redirects to HTTPS.',
        );
        return;
      }
      x.primary(
        c,
        {
          load_balancer_arn: x.ref(lb, 'arn'),
          port: 80,
          protocol: 'HTTP',
          default_action: block({ type: 'forward', target_group_arn: x.ref(tg, 'arn') }),
        },
        'HTTP until a certificate is added (ask for "HTTPS" or "certificate" to get one).',
      );
    },
  },
  'aws.elb': {
    resourceType: 'aws_elb',
    write: (c, x) => {
      x.primary(c, {
        name: dnsName(c, 32),
        subnets: subnetIds(x, c),
        security_groups: [x.ref(c.ref.securityGroup as Component)],
        listener: block({ instance_port: 80, instance_protocol: 'http', lb_port: 80, lb_protocol: 'http' }),
        health_check: block({
          healthy_threshold: 2,
          unhealthy_threshold: 2,
          timeout: 3,
          target: 'HTTP:80/',
          interval: 30,
        }),
        instances: x.plan.all('aws.instance').map((i) => x.ref(i)),
        cross_zone_load_balancing: true,
        connection_draining: true,
      });
    },
  },
  'aws.route53_zone': {
    resourceType: 'aws_route53_zone',
    write: (c, x) => {
      const zones = x.plan.all('aws.route53_zone');
      const index = zones.indexOf(c);
      const privateZone = c.attrs.flags.has('private') || /private|internal/.test(c.id);
      const vpc = x.plan.first('aws.vpc');
      const base = c.attrs.domain ?? x.plan.global.domain ?? (c.name && /\./.test(c.name) ? c.name : 'example.com');
      x.primary(c, {
        name: index === 0 || c.attrs.domain ? base : `${dnsName(c)}.${base}`,
        comment: `Zone ${givenName(c)}`,
        vpc: privateZone && vpc ? block({ vpc_id: x.ref(vpc) }) : undefined,
      });
      x.output(`${c.id}_name_servers`, x.ref(c, 'name_servers'), `Name servers of zone ${givenName(c)}`);
    },
  },
  'aws.route53_record': {
    resourceType: 'aws_route53_record',
    write: (c, x) => {
      const zone = c.ref.zone as Component;
      const stated = statedRecord(c);
      if (stated) return writeStatedRecord(c, x, stated, zone.attrs.domain ?? x.plan.global.domain ?? 'example.com');
      const target =
        x.plan.first('aws.cloudfront_distribution') ??
        x.plan.first('aws.lb') ??
        x.plan.first('aws.elb') ??
        x.plan.all('aws.elastic_beanstalk_environment')[x.plan.all('aws.route53_record').indexOf(c)] ??
        x.plan.first('aws.elastic_beanstalk_environment') ??
        x.plan.all('aws.db_instance')[x.plan.all('aws.route53_record').indexOf(c)] ??
        x.plan.first('aws.db_instance') ??
        x.plan.first('aws.instance');
      const name = expr(`"${c.name && !/^q/.test(c.name) ? dnsName(c) : 'www'}.\${${x.addr(zone)}.name}"`);
      const ptr = String(c.config.type ?? '') === 'PTR';
      if (target && ['aws.cloudfront_distribution', 'aws.lb', 'aws.elb'].includes(target.kind)) {
        x.primary(c, {
          zone_id: x.ref(zone, 'zone_id'),
          name,
          type: 'A',
          alias: block({
            name: x.ref(target, target.kind === 'aws.cloudfront_distribution' ? 'domain_name' : 'dns_name'),
            zone_id: x.ref(target, target.kind === 'aws.cloudfront_distribution' ? 'hosted_zone_id' : 'zone_id'),
            evaluate_target_health: true,
          }),
        });
        return;
      }
      const records =
        target?.kind === 'aws.elastic_beanstalk_environment'
          ? [x.ref(target, 'cname')]
          : target?.kind === 'aws.db_instance'
            ? [x.ref(target, 'address')]
            : target?.kind === 'aws.instance'
              ? [x.ref(target, 'private_ip')]
              : [
                  x.variable('record_ipv4_address', {
                    type: 'string',
                    description: 'IPv4 address the record points to',
                    default: '192.0.2.10',
                  }),
                ];
      const hc = x.plan.all('aws.route53_health_check')[x.plan.all('aws.route53_record').indexOf(c)];
      x.primary(c, {
        zone_id: x.ref(zone, 'zone_id'),
        name: ptr ? (c.attrs.domain ?? 'host.example.com') : name,
        type: ptr ? 'PTR' : target && target.kind !== 'aws.instance' ? 'CNAME' : 'A',
        ttl: recordTtl(c),
        records,
        health_check_id: hc ? x.ref(hc) : undefined,
      });
    },
  },
  'aws.route53_health_check': {
    resourceType: 'aws_route53_health_check',
    write: (c, x) =>
      void x.primary(c, {
        fqdn: c.attrs.domain ?? x.plan.global.domain ?? 'example.com',
        port: 443,
        type: 'HTTPS',
        resource_path: '/health',
        failure_threshold: 3,
        request_interval: 30,
        tags: { Name: givenName(c) },
      }),
  },
  'aws.route53_traffic_policy': {
    resourceType: 'aws_route53_traffic_policy',
    write: (c, x) =>
      void x.primary(c, {
        name: givenName(c),
        comment: 'Managed by InfraGen',
        document: expr(
          'jsonencode({ AWSPolicyFormatVersion = "2015-10-01", RecordType = "A", Endpoints = { primary = { Type = "value", Value = "192.0.2.10" } }, StartEndpoint = "primary" })',
        ),
      }),
  },
  'aws.route53_query_log': {
    resourceType: 'aws_route53_query_log',
    write: (c, x) =>
      void x.primary(c, {
        cloudwatch_log_group_arn: x.ref(c.ref.logGroup as Component, 'arn'),
        zone_id: x.ref(c.ref.zone as Component, 'zone_id'),
        depends_on: [expr(x.addr(c.ref.policy as Component))],
      }),
  },
  'aws.cloudfront_distribution': {
    resourceType: 'aws_cloudfront_distribution',
    write: (c, x) => {
      const b = c.ref.bucket as Component;
      const cert = x.plan.first('aws.acm_certificate');
      x.primary(c, {
        enabled: true,
        comment: `Distribution ${givenName(c)}`,
        default_root_object: 'index.html',
        price_class: 'PriceClass_100',
        http_version: 'http2and3',
        origin: block({
          domain_name: x.ref(b, 'bucket_regional_domain_name'),
          origin_id: 's3-origin',
          origin_access_control_id: x.ref(c.ref.oac as Component),
        }),
        default_cache_behavior: block({
          target_origin_id: 's3-origin',
          viewer_protocol_policy: 'redirect-to-https',
          allowed_methods: ['GET', 'HEAD'],
          cached_methods: ['GET', 'HEAD'],
          compress: true,
          cache_policy_id: '658327ea-f89d-4fab-a63d-7e88639e58f6',
        }),
        restrictions: block({ geo_restriction: block({ restriction_type: 'none' }) }),
        viewer_certificate: block(
          cert
            ? {
                acm_certificate_arn: x.ref(cert, 'arn'),
                ssl_support_method: 'sni-only',
                minimum_protocol_version: 'TLSv1.2_2021',
              }
            : { cloudfront_default_certificate: true },
        ),
      });
      x.output(`${c.id}_domain_name`, x.ref(c, 'domain_name'), 'Domain name of the distribution');
    },
  },
  'aws.cloudfront_origin_access_control': {
    resourceType: 'aws_cloudfront_origin_access_control',
    write: (c, x) =>
      void x.primary(c, {
        name: givenName(c),
        origin_access_control_origin_type: 's3',
        signing_behavior: 'always',
        signing_protocol: 'sigv4',
      }),
  },
  'aws.acm_certificate': {
    resourceType: 'aws_acm_certificate',
    write: (c, x) => {
      const domain = c.attrs.domain ?? x.plan.global.domain ?? 'example.com';
      x.primary(c, {
        domain_name: domain,
        subject_alternative_names: [`*.${domain}`],
        validation_method: 'DNS',
        lifecycle: block({ create_before_destroy: true }),
      });
      // Validated in the zone the request has: its records there, and the wait for the certificate to be issued.
      const zone = x.plan.first('aws.route53_zone');
      if (!zone) return;
      const records = x.resource(
        'aws_route53_record',
        `${c.id}_validation`,
        {
          for_each: expr(`{ for o in ${x.addr(c)}.domain_validation_options : o.domain_name => o }`),
          zone_id: x.ref(zone, 'zone_id'),
          name: expr('each.value.resource_record_name'),
          type: expr('each.value.resource_record_type'),
          records: [expr('each.value.resource_record_value')],
          ttl: 60,
          allow_overwrite: true,
        },
        'The DNS records that prove the domain is ours, so ACM issues the certificate.',
      );
      x.resource('aws_acm_certificate_validation', c.id, {
        certificate_arn: x.ref(c, 'arn'),
        validation_record_fqdns: expr(`[for r in ${records} : r.fqdn]`),
      });
    },
  },
  'aws.cognito_user_pool': {
    resourceType: 'aws_cognito_user_pool',
    write: (c, x) =>
      void x.primary(c, {
        name: givenName(c),
        username_attributes: c.attrs.flags.has('emailSignIn') ? ['email'] : undefined,
        mfa_configuration: 'OPTIONAL',
        software_token_mfa_configuration: block({ enabled: true }),
        password_policy: block({
          minimum_length: 12,
          require_lowercase: true,
          require_uppercase: true,
          require_numbers: true,
          require_symbols: true,
        }),
        auto_verified_attributes: ['email'],
        deletion_protection: 'ACTIVE',
      }),
  },
  'aws.cognito_user_pool_client': {
    resourceType: 'aws_cognito_user_pool_client',
    write: (c, x) =>
      void x.primary(c, {
        name: givenName(c),
        user_pool_id: x.ref(c.ref.pool as Component),
        // A browser or mobile app cannot keep a secret: such a client is written without one.
        generate_secret: !c.attrs.flags.has('publicClient'),
        allowed_oauth_flows_user_pool_client: true,
        allowed_oauth_flows: ['code'],
        allowed_oauth_scopes: ['openid', 'email'],
        callback_urls: ['https://example.com/oauth2/idpresponse'],
        supported_identity_providers: ['COGNITO'],
        prevent_user_existence_errors: 'ENABLED',
      }),
  },
  'aws.cognito_user_pool_domain': {
    resourceType: 'aws_cognito_user_pool_domain',
    write: (c, x) => {
      x.resource('random_id', `${c.id}_domain`, { byte_length: 4 });
      x.primary(c, {
        domain: expr(`"${dnsName(c, 40)}-\${random_id.${c.id}_domain.hex}"`),
        user_pool_id: x.ref(c.ref.pool as Component),
      });
    },
  },
  'aws.wafv2_web_acl': {
    resourceType: 'aws_wafv2_web_acl',
    write: (c, x) => {
      const cdn = x.plan.has('aws.cloudfront_distribution');
      x.primary(c, {
        name: givenName(c),
        scope: cdn ? 'CLOUDFRONT' : 'REGIONAL',
        default_action: block({ allow: block({}) }),
        rule: block({
          name: 'aws-common',
          priority: 1,
          override_action: block({ none: block({}) }),
          statement: block({
            managed_rule_group_statement: block({ name: 'AWSManagedRulesCommonRuleSet', vendor_name: 'AWS' }),
          }),
          visibility_config: block({
            cloudwatch_metrics_enabled: true,
            metric_name: 'aws-common',
            sampled_requests_enabled: true,
          }),
        }),
        visibility_config: block({
          cloudwatch_metrics_enabled: true,
          metric_name: dnsName(c),
          sampled_requests_enabled: true,
        }),
      });
      const lb = x.plan.first('aws.lb');
      if (lb && !cdn)
        x.resource('aws_wafv2_web_acl_association', c.id, {
          resource_arn: x.ref(lb, 'arn'),
          web_acl_arn: x.ref(c, 'arn'),
        });
    },
  },
};
