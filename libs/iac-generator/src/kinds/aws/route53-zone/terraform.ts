import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';
import { delegationRecord } from './delegation';

export const terraform: TerraformWriter = {
  resourceType: 'aws_route53_zone',
  write: (c, x) => {
    const d = decide(c, x.plan);
    x.primary(c, {
      name: d.name,
      comment: `Zone ${givenName(c)}`,
      vpc: d.vpc ? block({ vpc_id: x.ref(d.vpc) }) : undefined,
    });
    x.output(`${c.id}_name_servers`, x.ref(c, 'name_servers'), `Name servers of zone ${givenName(c)}`);
    delegationRecord(c, x);
  },
  // A zone the user has is touched only by the delegation asked of it.
  referred: (c, x) => delegationRecord(c, x),
};
