import { givenName } from '../../../model/names';
import { asStated } from '../../../model/stated-case';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_ssm_parameter',
  write: (c, x) =>
    void x.primary(c, {
      name: c.attrs.path ? asStated(c, c.attrs.path) : `/${givenName(c)}/config`,
      // A value stated in the request is not a secret; one left to the operator may be.
      type: c.attrs.parameterValue ? 'String' : 'SecureString',
      value:
        (c.attrs.parameterValue && asStated(c, c.attrs.parameterValue)) ??
        x.variable(`${c.id}_parameter_value`, {
          type: 'string',
          description: `Value of parameter ${givenName(c)}`,
          sensitive: true,
        }),
    }),
};
