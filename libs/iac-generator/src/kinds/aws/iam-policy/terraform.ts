import { type HclValue, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { jsonPolicy } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_iam_policy',
  write: (c, x) => {
    const bucket = x.plan.first('aws.s3_bucket');
    const statements: Record<string, HclValue>[] = bucket
      ? [
          {
            Effect: 'Allow',
            Action: ['s3:GetObject', 's3:PutObject', 's3:ListBucket'],
            Resource: [x.ref(bucket, 'arn'), expr(`"\${${x.addr(bucket)}.arn}/*"`)],
          },
        ]
      : [{ Effect: 'Allow', Action: ['logs:CreateLogStream', 'logs:PutLogEvents'], Resource: '*' }];
    x.primary(c, {
      name: givenName(c),
      description: `Permissions for ${givenName(c)}`,
      policy: jsonPolicy(statements),
    });
    const role = c.ref.role as Component | undefined;
    if (role)
      x.resource('aws_iam_role_policy_attachment', `${c.id}_policy`, {
        role: x.ref(role, 'name'),
        policy_arn: x.ref(c, 'arn'),
      });
  },
};
