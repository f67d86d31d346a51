import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { ownName } from '../naming';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_container_app_environment',
  write: (c, x) =>
    void x.primary(c, {
      name: ownName(c, 'cae'),
      ...placed(c, x),
      log_analytics_workspace_id: x.ref(c.ref.workspace as Component),
      tags: tags(c),
    }),
};
