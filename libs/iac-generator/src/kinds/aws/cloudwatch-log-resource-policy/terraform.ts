import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { jsonPolicy } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_cloudwatch_log_resource_policy',
  write: (c, x) =>
    void x.primary(c, {
      policy_name: givenName(c),
      policy_document: jsonPolicy([
        {
          Effect: 'Allow',
          Principal: { Service: 'route53.amazonaws.com' },
          Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          Resource: 'arn:aws:logs:*:*:log-group:/aws/route53/*',
        },
      ]),
    }),
};
