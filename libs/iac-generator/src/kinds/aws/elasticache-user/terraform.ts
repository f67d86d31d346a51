import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_elasticache_user',
  write: (c, x) => {
    const password = /password/.test(String(c.config.auth ?? '')) || x.plan.global.flags.has('encrypted') === false;
    x.primary(c, {
      user_id: dnsName(c, 40),
      user_name: givenName(c),
      access_string: 'on ~app:* +@read +@write -@dangerous',
      engine: 'REDIS',
      authentication_mode: password
        ? block({
            type: 'password',
            passwords: [
              x.variable(`${c.id}_cache_password`, {
                type: 'string',
                description: `Password for cache user ${givenName(c)} (16-128 characters)`,
                sensitive: true,
              }),
            ],
          })
        : block({ type: 'iam' }),
    });
  },
};
