import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { jsonPolicy } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_glacier_vault_lock',
  write: (c, x) => {
    const v = c.ref.vault as Component;
    x.primary(
      c,
      {
        vault_name: x.ref(v, 'name'),
        complete_lock: false,
        policy: jsonPolicy([
          {
            Sid: 'DenyEarlyDelete',
            Effect: 'Deny',
            Principal: '*',
            Action: 'glacier:DeleteArchive',
            Resource: x.ref(v, 'arn'),
            Condition: {
              NumericLessThanEquals: { 'glacier:ArchiveAgeInDays': String(c.attrs.retentionDays ?? 365) },
            },
          },
        ]),
      },
      'complete_lock = false leaves 24 hours to test the policy before it becomes permanent.',
    );
  },
};
