import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_route53_health_check',
  write: (c, x) => {
    const d = decide(c, x.plan);
    x.primary(c, {
      fqdn: d.domain,
      port: 443,
      type: 'HTTPS',
      resource_path: d.path,
      failure_threshold: d.failures,
      request_interval: d.interval,
      tags: { Name: givenName(c) },
    });
  },
};
