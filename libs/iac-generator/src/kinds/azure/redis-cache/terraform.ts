import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { redisSku } from '../settings';
import { globalName, placed, tags } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_redis_cache',
  write: (c, x) =>
    void x.primary(
      c,
      {
        name: globalName(c, x, 60),
        ...placed(c, x),
        capacity: redisSku(c).capacity,
        family: redisSku(c).family,
        sku_name: redisSku(c).name,
        // Clustering (shards) is a Premium feature.
        shard_count: redisSku(c).name === 'Premium' ? c.attrs.shards : undefined,
        redis_version: c.attrs.version ? c.attrs.version.split('.')[0] : undefined,
        non_ssl_port_enabled: false,
        minimum_tls_version: '1.2',
        public_network_access_enabled: false,
        redis_configuration: block({ active_directory_authentication_enabled: true }),
        tags: tags(c),
      },
      'TLS 1.2 only (non-TLS port off), Entra ID authentication, private.',
    ),
};
