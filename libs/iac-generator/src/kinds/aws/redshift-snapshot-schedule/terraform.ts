import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_redshift_snapshot_schedule',
  write: (c, x) => {
    const every = (c.attrs.schedule ?? x.plan.global.schedule ?? 'rate(12 hours)').match(/rate\((\d+) hour/);
    x.primary(c, { identifier: dnsName(c), definitions: [`rate(${every ? every[1] : 12} hours)`] });
    x.resource('aws_redshift_snapshot_schedule_association', c.id, {
      cluster_identifier: x.ref(c.ref.cluster as Component),
      schedule_identifier: x.ref(c),
    });
  },
};
