import { expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_vpc_endpoint',
  write: (c, x) => {
    x.data('aws_region', 'current', {});
    const d = decide(c, x.plan);
    for (const [i, service] of d.services.entries()) {
      const body = {
        vpc_id: x.ref(c.ref.vpc as Component),
        service_name: expr(`"com.amazonaws.\${data.aws_region.current.name}.${service}"`),
        vpc_endpoint_type: 'Gateway',
        route_table_ids: d.routeTables.map((r) => x.ref(r)),
        tags: { Name: i === 0 ? givenName(c) : `${givenName(c)}-${service}` },
      };
      if (i === 0) x.primary(c, body);
      else x.resource('aws_vpc_endpoint', `${c.id}_${service}`, body);
    }
  },
};
