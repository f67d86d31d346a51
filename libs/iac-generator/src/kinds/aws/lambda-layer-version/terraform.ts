import { expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_lambda_layer_version',
  write: (c, x) =>
    void x.primary(c, {
      layer_name: givenName(c),
      filename: expr(
        `"\${path.module}/${(c.name && /\.zip$/.test(c.name) ? c.name : 'lambda_layer_payload.zip').replace(/[^A-Za-z0-9._/-]/g, '_')}"`,
      ),
      compatible_runtimes: ['python3.12', 'nodejs22.x'],
    }),
};
