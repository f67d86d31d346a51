import { expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { accountId, jsonPolicy } from '../terraform/common';
import { decide } from './decide';
import { serviceUsers } from './service-users';

export const terraform: TerraformWriter = {
  resourceType: 'aws_kms_key',
  write: (c, x) => {
    const d = decide(c);
    accountId(x);
    const users = serviceUsers(c, x.plan);
    x.primary(c, {
      description: `Encryption key ${givenName(c)} (managed by InfraGen)`,
      enable_key_rotation: true,
      rotation_period_in_days: d.rotationDays,
      deletion_window_in_days: d.deletionWindowDays,
      policy: jsonPolicy([
        {
          Sid: 'AccountAdministration',
          Effect: 'Allow',
          Principal: { AWS: expr('"arn:aws:iam::${data.aws_caller_identity.current.account_id}:root"') },
          Action: 'kms:*',
          Resource: '*',
        },
        ...users.map((u) => ({
          Sid: u.sid,
          Effect: 'Allow',
          Principal: { Service: u.service },
          Action: u.actions,
          Resource: '*',
          Condition: {
            StringEquals: { 'aws:SourceAccount': expr('data.aws_caller_identity.current.account_id') },
          },
        })),
      ]),
    });
    x.resource('aws_kms_alias', c.id, {
      name: d.statedAlias ?? `alias/${givenName(c).replace(/[^A-Za-z0-9/_-]/g, '-')}`,
      target_key_id: x.ref(c, 'key_id'),
    });
  },
};
