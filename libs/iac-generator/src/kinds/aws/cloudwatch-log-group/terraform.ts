import { givenName } from '../../../model/names';
import { asStated } from '../../../model/stated-case';
import { type TerraformWriter } from '../../../render/terraform/context';
import { logRetention } from '../settings';

export const terraform: TerraformWriter = {
  resourceType: 'aws_cloudwatch_log_group',
  write: (c, x) =>
    void x.primary(c, {
      // The name the request gives ("/ecs/orders"), else the one its service writes to.
      name: String((c.attrs.path && asStated(c, c.attrs.path)) ?? c.config.path ?? `/infragen/${givenName(c)}`),
      retention_in_days: logRetention(c.attrs.retentionDays),
    }),
};
