import { expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { asStated } from '../../../model/stated-case';
import { type TerraformWriter } from '../../../render/terraform/context';
import { accountId, jsonPolicy } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_kms_key',
  write: (c, x) => {
    accountId(x);
    x.primary(c, {
      description: `Encryption key ${givenName(c)} (managed by InfraGen)`,
      enable_key_rotation: true,
      // KMS rotates between 90 and 2560 days; the default (365) when none is stated.
      rotation_period_in_days: c.attrs.rotationDays
        ? Math.min(2560, Math.max(90, Math.round(c.attrs.rotationDays)))
        : undefined,
      // KMS waits 7 to 30 days before deleting a key; the longest when none is stated.
      deletion_window_in_days: Math.min(30, Math.max(7, c.attrs.deletionWindowDays ?? 30)),
      policy: jsonPolicy([
        {
          Sid: 'AccountAdministration',
          Effect: 'Allow',
          Principal: { AWS: expr('"arn:aws:iam::${data.aws_caller_identity.current.account_id}:root"') },
          Action: 'kms:*',
          Resource: '*',
        },
      ]),
    });
    x.resource('aws_kms_alias', c.id, {
      name: c.attrs.path?.startsWith('alias/')
        ? asStated(c, c.attrs.path)
        : `alias/${givenName(c).replace(/[^A-Za-z0-9/_-]/g, '-')}`,
      target_key_id: x.ref(c, 'key_id'),
    });
  },
};
