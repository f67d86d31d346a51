import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { ref } from '../terraform/data-services';

export const terraform: TerraformWriter = {
  resourceType: 'aws_kendra_data_source',
  write: (c, x) =>
    void x.primary(c, {
      index_id: x.ref(ref(c, 'index')),
      name: givenName(c),
      type: 'WEBCRAWLER',
      role_arn: x.ref(ref(ref(c, 'index'), 'role'), 'arn'),
      configuration: block({
        web_crawler_configuration: block({
          urls: block({ seed_url_configuration: block({ seed_urls: ['https://example.com'] }) }),
          proxy_configuration: block({ host: 'proxy.example.com', port: 443 }),
        }),
      }),
    }),
};
