import { expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { gatewayRouteTables } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_vpc_endpoint',
  write: (c, x) => {
    x.data('aws_region', 'current', {});
    const rts = gatewayRouteTables(x.plan.all('aws.route_table'));
    // One gateway endpoint per service stated (S3 when none is), on the private route tables.
    for (const [i, service] of (c.attrs.endpointServices ?? ['s3']).entries()) {
      const body = {
        vpc_id: x.ref(c.ref.vpc as Component),
        service_name: expr(`"com.amazonaws.\${data.aws_region.current.name}.${service}"`),
        vpc_endpoint_type: 'Gateway',
        route_table_ids: rts.map((r) => x.ref(r)),
        tags: { Name: i === 0 ? givenName(c) : `${givenName(c)}-${service}` },
      };
      if (i === 0) x.primary(c, body);
      else x.resource('aws_vpc_endpoint', `${c.id}_${service}`, body);
    }
  },
};
