import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_lambda_alias',
  write: (c, x) =>
    void x.primary(c, {
      name: givenName(c),
      function_name: x.ref(c.ref.fn as Component, 'function_name'),
      function_version: '$LATEST',
    }),
};
