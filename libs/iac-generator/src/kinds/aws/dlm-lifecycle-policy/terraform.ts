import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { snapshotCadence, snapshotsKept } from '../named-services';

export const terraform: TerraformWriter = {
  resourceType: 'aws_dlm_lifecycle_policy',
  write: (c, x) => {
    const cadence = snapshotCadence(c.attrs.schedule);
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
            interval: cadence.hours,
            interval_unit: 'HOURS',
            times: cadence.time ? [cadence.time] : undefined,
          }),
          retain_rule: block({ count: snapshotsKept(c) }),
          copy_tags: true,
        }),
      }),
    });
  },
};
