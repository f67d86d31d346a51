import { givenName, pathName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_ssm_parameter',
  write: (c, x) => {
    const d = decide(c);
    x.primary(c, {
      name: d.statedName ?? pathName(c) ?? `/${givenName(c)}/config`,
      // A value stated in the request is not a secret; one left to the operator may be.
      type: d.statedValue ? 'String' : 'SecureString',
      value:
        d.statedValue ??
        x.variable(`${c.id}_parameter_value`, {
          type: 'string',
          description: `Value of parameter ${givenName(c)}`,
          sensitive: true,
        }),
    });
  },
};
