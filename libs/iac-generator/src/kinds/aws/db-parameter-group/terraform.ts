import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';
import { family, tlsParameter } from '../terraform/database';

export const terraform: TerraformWriter = {
  resourceType: 'aws_db_parameter_group',
  write: (c, x) => {
    const engine = String(c.config.engine ?? x.plan.global.engine ?? 'postgres').replace(/^aurora-/, '');
    const p = tlsParameter(engine);
    x.primary(c, {
      name_prefix: `${dnsName(c, 40)}-`,
      family: family(engine, c.config.version as string | undefined),
      description: 'Forces TLS for client connections',
      parameter: block({ name: p.name, value: p.value }),
      lifecycle: block({ create_before_destroy: true }),
    });
  },
};
