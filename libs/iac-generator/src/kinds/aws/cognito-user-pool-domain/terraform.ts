import { expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_cognito_user_pool_domain',
  write: (c, x) => {
    const pool = c.ref.pool as Component;
    // The prefix given is the one written; only a prefix made from the name gets a random end, so a common
    // name does not fail as taken.
    const given = pool.attrs.domainPrefix;
    if (!given) x.resource('random_id', `${c.id}_domain`, { byte_length: 4 });
    x.primary(c, {
      domain: given ?? expr(`"${dnsName(c, 40)}-\${random_id.${c.id}_domain.hex}"`),
      user_pool_id: x.ref(pool),
    });
  },
};
