import { runtimeImage } from '../../../model/runtimes';
import { type Component } from '../../../model/types';
import { containerAppSize } from '../settings';

/** What the request's settings decide for a container app, once for every format. */
export function decide(c: Component) {
  const minReplicas = c.attrs.min ?? c.attrs.desired ?? 1;
  return {
    minReplicas,
    maxReplicas: Math.max(minReplicas, c.attrs.max ?? 5),
    image: c.attrs.image ?? runtimeImage(c.attrs) ?? 'mcr.microsoft.com/k8se/quickstart:latest',
    size: containerAppSize(c),
    external: c.attrs.flags.has('public'),
    targetPort: c.attrs.ports[0] ?? 80,
    // Scaled on concurrent HTTP requests per replica ("when concurrent requests go over 50"), as stated.
    concurrentRequests: c.attrs.concurrentRequests,
    // Secrets of the app surfaced to its container as variables ("a secret db-conn exposed as env var DB_CONN"):
    // each secret's value is supplied at deploy (a sensitive variable or secure parameter), never in the code.
    secretEnv: (c.attrs.secretEnv ?? []).filter((e) => e.secret && e.variable),
    // A registry outside Azure the image is pulled from with a login ("private, registry credentials"):
    // its host, with the user name and password passed in, the password kept as an app secret.
    login: loginServerOf(c),
    // The registry asked with it, the identity it pulls as and that identity's AcrPull grant (grants.ts).
    pull: c.ref.pullIdentity
      ? {
          registry: c.ref.registry as Component,
          identity: c.ref.pullIdentity as Component,
          grant: c.ref.pullGrant as Component,
        }
      : undefined,
  };
}

/** The registry host of a stated image that needs a login, when it is no registry asked with the app. */
function loginServerOf(c: Component): string | undefined {
  if (c.ref.pullIdentity || !c.attrs.registryLogin) return undefined;
  const first = c.attrs.image?.split('/')[0];
  // "ghcr.io/acme/api:1", "registry.example.com:5000/x": a host has a dot or a port; else Docker Hub.
  return first && /[.:]/.test(first) && c.attrs.image!.includes('/') ? first : 'docker.io';
}
