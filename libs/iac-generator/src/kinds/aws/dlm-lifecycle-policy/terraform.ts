import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_dlm_lifecycle_policy',
  write: (c, x) => {
    const d = decide(c);
    x.primary(c, {
      description: `EBS snapshots ${givenName(c)}`,
      execution_role_arn: x.ref(c.ref.role as Component, 'arn'),
      state: 'ENABLED',
      // Volumes opt in with the tag Snapshot = "true", so no volume is created or guessed here.
      policy_details: block({
        resource_types: ['VOLUME'],
        target_tags: { Snapshot: 'true' },
        schedule: block({
          name: givenName(c),
          create_rule: block({
            interval: d.everyHours,
            interval_unit: 'HOURS',
            times: d.times,
          }),
          retain_rule: block({ count: d.keep }),
          copy_tags: true,
        }),
      }),
    });
  },
};
