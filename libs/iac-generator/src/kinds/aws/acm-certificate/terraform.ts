import { block, expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_acm_certificate',
  write: (c, x) => {
    const d = decide(c, x.plan);
    x.primary(c, {
      domain_name: d.domain,
      subject_alternative_names: d.alternativeNames,
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
};
