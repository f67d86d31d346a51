import { type Component } from '../../../model/types';
import { type ArmContext, ArmExpr, type ArmWriter, armQuote, refKey } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { external, targetPort, image, size, minReplicas, maxReplicas, pull, concurrentRequests, login, secretEnv } =
      decide(c);
    const secrets = secretEnv.map((e) => ({
      name: e.secret,
      value: x.param(`${x.symbol(c)}${e.secret.replace(/(?:^|\W+)(\w)/g, (_, ch: string) => ch.toUpperCase())}`, {
        type: 'securestring',
        description: `Value of the container app secret ${e.secret} (supplied at deploy time)`,
      }),
    }));
    const password =
      login &&
      x.param(`${x.symbol(c)}RegistryPassword`, {
        type: 'securestring',
        description: `Password or token for ${login}`,
      });
    const username =
      login && x.param(`${x.symbol(c)}RegistryUsername`, { type: 'string', description: `User name on ${login}` });
    x.resource(c, 'Microsoft.App/containerApps', '2024-03-01', {
      name: azName(c, 32),
      location: x.location(),
      identity: pull
        ? {
            type: 'SystemAssigned,UserAssigned',
            userAssignedIdentities: { [refKey(x.symbol(pull.identity))]: {} },
          }
        : { type: 'SystemAssigned' },
      properties: {
        managedEnvironmentId: x.ref(x.symbol(c.ref.env as Component)),
        configuration: {
          ingress: { external, targetPort, allowInsecure: false },
          // Images from the registry asked with it, pulled as the identity granted AcrPull (created first).
          registries: pull
            ? [{ server: loginServer(x, pull.registry), identity: x.ref(x.symbol(pull.identity)) }]
            : login
              ? [{ server: login, username, passwordSecretRef: 'registry-password' }]
              : undefined,
          // The registry password, from a secure parameter: never in the template.
          secrets:
            login || secrets.length
              ? [...(login ? [{ name: 'registry-password', value: password }] : []), ...secrets]
              : undefined,
        },
        template: {
          containers: [
            {
              name: 'app',
              image,
              resources: size,
              env: secretEnv.length ? secretEnv.map((e) => ({ name: e.variable, secretRef: e.secret })) : undefined,
            },
          ],
          scale: {
            minReplicas,
            maxReplicas,
            rules: concurrentRequests
              ? [{ name: 'http-requests', http: { metadata: { concurrentRequests: String(concurrentRequests) } } }]
              : undefined,
          },
        },
      },
      dependsOn: pull ? [x.symbol(pull.grant)] : undefined,
    });
  },
};

/** A registry's login server (`<name>.azurecr.io`), read from the registry in ARM and Bicep. */
function loginServer(x: ArmContext, registry: Component): ArmExpr {
  const name = x.nameOf(x.symbol(registry), registry.id);
  const armName = typeof name === 'string' ? armQuote(name) : name.inner;
  return new ArmExpr(
    `reference(resourceId('Microsoft.ContainerRegistry/registries', ${armName}), '2023-07-01').loginServer`,
    `${x.symbol(registry)}.properties.loginServer`,
  );
}
