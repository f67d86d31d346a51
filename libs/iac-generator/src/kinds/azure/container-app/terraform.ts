import { block } from '../../../model/hcl';
import { runtimeImage } from '../../../model/runtimes';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';
import { containerAppSize } from '../settings';
import { tags } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_container_app',
  write: (c, x) => {
    x.primary(c, {
      name: azName(c, 32),
      resource_group_name: x.ref(c.ref.group as Component, 'name'),
      container_app_environment_id: x.ref(c.ref.env as Component),
      revision_mode: 'Single',
      identity: block({ type: 'SystemAssigned' }),
      template: block({
        min_replicas: c.attrs.min ?? c.attrs.desired ?? 1,
        max_replicas: Math.max(c.attrs.min ?? c.attrs.desired ?? 1, c.attrs.max ?? 5),
        container: block({
          name: 'app',
          image: c.attrs.image ?? runtimeImage(c.attrs) ?? 'mcr.microsoft.com/k8se/quickstart:latest',
          ...containerAppSize(c),
        }),
      }),
      ingress: block({
        external_enabled: c.attrs.flags.has('public'),
        target_port: c.attrs.ports[0] ?? 80,
        allow_insecure_connections: false,
        traffic_weight: block({ latest_revision: true, percentage: 100 }),
      }),
      tags: tags(c),
    });
  },
};
