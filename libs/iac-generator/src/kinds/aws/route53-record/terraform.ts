import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { recordTtl, statedRecord } from '../../dns';
import { writeStatedRecord } from '../terraform/dns';
import { recordLabel } from './label';

export const terraform: TerraformWriter = {
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
    const name = expr(`"${recordLabel(c, x.plan.phrases, zone.attrs.domain)}.\${${x.addr(zone)}.name}"`);
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
};
