import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_db_option_group',
  write: (c, x) => {
    const engine = c.attrs.engine ?? 'sqlserver-ee';
    const major = c.attrs.version ?? (engine.startsWith('sqlserver') ? '11.00' : '8.0');
    x.primary(c, {
      name: dnsName(c),
      option_group_description: `Option group ${givenName(c)}`,
      engine_name: engine,
      major_engine_version: /^\d+$/.test(major) && engine.startsWith('sqlserver') ? `${major}.00` : major,
      option: engine.startsWith('sqlserver') ? block({ option_name: 'TDE' }) : undefined,
    });
  },
};
