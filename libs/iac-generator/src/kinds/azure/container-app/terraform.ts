import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';
import { tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_container_app',
  write: (c, x) => {
    const { minReplicas, maxReplicas, image, size, external, targetPort, pull } = decide(c);
    x.primary(c, {
      name: azName(c, 32),
      resource_group_name: x.ref(c.ref.group as Component, 'name'),
      container_app_environment_id: x.ref(c.ref.env as Component),
      revision_mode: 'Single',
      identity: pull
        ? block({ type: 'SystemAssigned, UserAssigned', identity_ids: [x.ref(pull.identity)] })
        : block({ type: 'SystemAssigned' }),
      // Images from the registry asked with it, pulled as the identity granted AcrPull (created first).
      registry: pull
        ? block({ server: x.ref(pull.registry, 'login_server'), identity: x.ref(pull.identity) })
        : undefined,
      template: block({
        min_replicas: minReplicas,
        max_replicas: maxReplicas,
        container: block({ name: 'app', image, ...size }),
      }),
      ingress: block({
        external_enabled: external,
        target_port: targetPort,
        allow_insecure_connections: false,
        traffic_weight: block({ latest_revision: true, percentage: 100 }),
      }),
      tags: tags(c),
      depends_on: pull ? [expr(x.addr(pull.grant))] : undefined,
    });
  },
};
