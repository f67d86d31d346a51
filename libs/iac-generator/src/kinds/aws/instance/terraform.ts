import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { imageId, spotMarket } from '../terraform/compute';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_instance',
  write: (c, x) => {
    const subnets = (c.ref.subnets as Component[]) ?? [];
    const index = x.plan.all('aws.instance').indexOf(c);
    const d = decide(c);
    x.primary(c, {
      ami: imageId(x, c),
      instance_type: d.instanceType,
      subnet_id: subnets.length ? x.ref(subnets[index % subnets.length]) : undefined,
      vpc_security_group_ids: [x.ref(c.ref.securityGroup as Component)],
      iam_instance_profile: c.ref.profile ? x.ref(c.ref.profile as Component, 'name') : undefined,
      placement_group: x.plan.first('aws.placement_group')
        ? x.ref(x.plan.first('aws.placement_group'), 'id')
        : undefined,
      monitoring: true,
      instance_market_options: spotMarket(c),
      metadata_options: block({ http_tokens: 'required', http_endpoint: 'enabled' }),
      root_block_device: block({
        encrypted: true,
        volume_type: d.volume.type,
        volume_size: d.rootVolumeGb,
        iops: d.volume.iops,
        throughput: d.volume.throughput,
      }),
      tags: { Name: givenName(c) },
    });
    x.output(`${c.id}_instance_id`, x.ref(c), `ID of instance ${givenName(c)}`);
  },
};
