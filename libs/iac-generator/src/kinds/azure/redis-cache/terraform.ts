import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { globalName, placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_redis_cache',
  write: (c, x) => {
    const { sku, shards, version, zones } = decide(c);
    x.primary(
      c,
      {
        name: globalName(c, x, 60, 'label'),
        ...placed(c, x),
        capacity: sku.capacity,
        family: sku.family,
        sku_name: sku.name,
        shard_count: shards,
        zones,
        redis_version: version,
        non_ssl_port_enabled: false,
        minimum_tls_version: '1.2',
        public_network_access_enabled: false,
        redis_configuration: block({ active_directory_authentication_enabled: true }),
        tags: tags(c),
      },
      'TLS 1.2 only (non-TLS port off), Entra ID authentication, private.',
    );
  },
};
