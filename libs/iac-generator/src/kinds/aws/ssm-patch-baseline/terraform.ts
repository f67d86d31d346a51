import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_ssm_patch_baseline',
  write: (c, x) => {
    const d = decide(c);
    x.primary(c, {
      name: givenName(c),
      operating_system: d.os,
      approval_rule: block({
        approve_after_days: d.approveAfterDays,
        compliance_level: d.complianceLevel,
        patch_filter: d.filters.map((f) => block({ key: f.key, values: f.values })),
      }),
    });
    if (d.patchGroup) x.resource('aws_ssm_patch_group', c.id, { baseline_id: x.ref(c), patch_group: d.patchGroup });
  },
};
