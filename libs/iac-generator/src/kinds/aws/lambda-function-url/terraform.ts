import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_lambda_function_url',
  write: (c, x) => {
    x.primary(c, {
      function_name: x.ref(c.ref.fn as Component, 'function_name'),
      authorization_type: decide(c).authType,
    });
    x.output(`${c.id}_url`, x.ref(c, 'function_url'), 'Function URL');
  },
};
