import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';

export const terraform: TerraformWriter = {
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
};
