import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_eventgrid_system_topic',
  write: (c, x) => {
    const { name, source, type, global } = decide(c);
    x.primary(c, {
      name,
      ...placed(c, x),
      ...(global && { location: 'global' }),
      source_resource_id: x.ref(source),
      topic_type: type,
      tags: tags(c),
    });
  },
};
