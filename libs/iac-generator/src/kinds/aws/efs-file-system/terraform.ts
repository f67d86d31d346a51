import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_efs_file_system',
  write: (c, x) => {
    x.primary(c, {
      creation_token: givenName(c),
      encrypted: true,
      performance_mode: 'generalPurpose',
      throughput_mode: 'elastic',
      lifecycle_policy: [
        block({ transition_to_ia: 'AFTER_30_DAYS' }),
        block({ transition_to_primary_storage_class: 'AFTER_1_ACCESS' }),
      ],
      tags: { Name: givenName(c) },
    });
    const subnets = (c.ref.subnets as Component[]) ?? [];
    subnets.forEach((s) =>
      x.resource('aws_efs_mount_target', `${c.id}_${s.id}`, {
        file_system_id: x.ref(c),
        subnet_id: x.ref(s),
        security_groups: [x.ref(c.ref.securityGroup as Component)],
      }),
    );
  },
};
