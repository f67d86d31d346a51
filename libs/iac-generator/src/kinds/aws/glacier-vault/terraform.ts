import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { accountId, jsonPolicy } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_glacier_vault',
  write: (c, x) => {
    const topic = x.plan.first('aws.sns_topic');
    accountId(x);
    x.primary(c, {
      name: givenName(c),
      notification: topic
        ? block({
            sns_topic: x.ref(topic, 'arn'),
            events: ['ArchiveRetrievalCompleted', 'InventoryRetrievalCompleted'],
          })
        : undefined,
      access_policy: jsonPolicy([
        {
          Sid: 'OwnerRead',
          Effect: 'Allow',
          Principal: { AWS: expr('"arn:aws:iam::${data.aws_caller_identity.current.account_id}:root"') },
          Action: ['glacier:InitiateJob', 'glacier:GetJobOutput'],
          Resource: expr(
            `"arn:aws:glacier:\${data.aws_region.current.name}:\${data.aws_caller_identity.current.account_id}:vaults/${givenName(c).replace(/[^A-Za-z0-9._-]/g, '-')}"`,
          ),
        },
      ]),
      tags: { Name: givenName(c) },
    });
    x.data('aws_region', 'current', {});
  },
};
