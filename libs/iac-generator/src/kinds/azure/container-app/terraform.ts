import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';
import { tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_container_app',
  write: (c, x) => {
    const { minReplicas, maxReplicas, image, size, external, targetPort, pull, concurrentRequests, login, secretEnv } =
      decide(c);
    const secrets = secretEnv.map((e) => ({
      name: e.secret,
      value: x.variable(`${e.secret.replace(/\W+/g, '_')}_value`, {
        type: 'string',
        description: `Value of the container app secret ${e.secret} (supplied at apply time)`,
        sensitive: true,
      }),
    }));
    const username = login && x.variable('registry_username', { type: 'string', description: `User name on ${login}` });
    const password =
      login &&
      x.variable('registry_password', {
        type: 'string',
        description: `Password or token for ${login}`,
        sensitive: true,
      });
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
        : login
          ? block({ server: login, username, password_secret_name: 'registry-password' })
          : undefined,
      // The registry password, from a sensitive variable: never in the code.
      secret:
        login || secrets.length
          ? [...(login ? [{ name: 'registry-password', value: password }] : []), ...secrets].map((b) => block(b))
          : undefined,
      template: block({
        min_replicas: minReplicas,
        max_replicas: maxReplicas,
        container: block({
          name: 'app',
          image,
          ...size,
          env: secretEnv.length ? secretEnv.map((e) => block({ name: e.variable, secret_name: e.secret })) : undefined,
        }),
        http_scale_rule: concurrentRequests
          ? block({ name: 'http-requests', concurrent_requests: String(concurrentRequests) })
          : undefined,
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
